import type { ReadinessCheck } from '@studio/schemas';
import { storeTextsMetadata, type StoreTextSources } from '../fastlane/fastlaneExport';

/**
 * Every store text within its store's limit, in every language of the site: the texts the fastlane export
 * would cut, by the export's own warnings.
 */
export function storeTextsCheck(sources: StoreTextSources, siteOrigin: string): ReadinessCheck {
  const { warnings } = storeTextsMetadata(sources, siteOrigin);
  return warnings.length === 0
    ? {
        id: 'storeTexts',
        ok: true,
        message: "Every store text fits its store's limit in every language of the site.",
      }
    : {
        id: 'storeTexts',
        ok: false,
        message: `Shorten the texts over a store's limit (the fastlane export cuts them): ${warnings.join('; ')}.`,
      };
}
