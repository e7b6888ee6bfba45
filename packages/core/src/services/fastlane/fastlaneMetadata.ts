import { cutToLimit, STORE_LOCALES } from '@studio/schemas';
import {
  appStoreFields,
  googlePlayFields,
  type LocalizedApp,
  type StoreField,
} from './storeFields';

/** A file of the export, by its path in the ZIP (e.g. fastlane/metadata/en-US/name.txt). */
export interface FastlaneFile {
  path: string;
  text: string;
}

/** The export: its files, and a line per text cut to a store's limit. */
export interface FastlaneMetadata {
  files: FastlaneFile[];
  warnings: string[];
}

function addFolder(metadata: FastlaneMetadata, folder: string, fields: StoreField[]): void {
  for (const { file, text, limit } of fields) {
    if (!text) continue;
    const path = `${folder}/${file}`;
    const kept = limit ? cutToLimit(text, limit) : { text, cut: false };
    if (kept.cut && limit) {
      metadata.warnings.push(`${path}: cut to the store's limit of ${limit.max} ${limit.unit}`);
    }
    metadata.files.push({ path, text: kept.text });
  }
}

/**
 * fastlane's metadata folders for every language of the site: deliver's (`fastlane/metadata/<App Store
 * locale>/`) and supply's (`fastlane/metadata/android/<Google Play locale>/`). An empty text has no file, so
 * fastlane leaves that field in the store as it is.
 */
export function fastlaneMetadata(locales: readonly LocalizedApp[]): FastlaneMetadata {
  const metadata: FastlaneMetadata = { files: [], warnings: [] };
  for (const localized of locales) {
    const folders = STORE_LOCALES[localized.locale];
    addFolder(metadata, `fastlane/metadata/${folders.appStore}`, appStoreFields(localized));
    addFolder(
      metadata,
      `fastlane/metadata/android/${folders.googlePlay}`,
      googlePlayFields(localized),
    );
  }
  return metadata;
}
