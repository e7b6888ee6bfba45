import {
  formatList,
  PRIVACY_DATA_TYPES,
  type CollectedData,
  type PrivacyDeclaration,
} from '@studio/schemas';
import type { CatalogMessages } from '../../messages/textCatalog';
import type { APP_DOCUMENT_CATALOG } from './appDocumentCatalog';

type Texts = CatalogMessages<typeof APP_DOCUMENT_CATALOG>;

/** One collected data type as a visitor reads it: its name and what is done with it. */
export interface CollectedDataLine {
  label: string;
  details: string;
}

/**
 * What the declaration says of one data type, in plain words in the page's language, the stores' names of
 * its type, group and purposes included (in English, the schemas' table's labels).
 */
export function collectedDataLine(data: CollectedData, { t, locale }: Texts): CollectedDataLine {
  const { group } = PRIVACY_DATA_TYPES[data.type];
  const purposes = formatList(
    data.purposes.map((purpose) => t(`purpose.${purpose}`)),
    locale,
  );
  const details = [
    t(`dataGroup.${group}`),
    t('data.usedFor', { purposes }),
    t(data.linkedToUser ? 'data.linked' : 'data.notLinked'),
    data.usedForTracking && t('data.tracking'),
    data.sharedWithThirdParties && t('data.shared'),
    data.optional && t('data.optional'),
  ];
  return { label: t(`dataType.${data.type}`), details: details.filter(Boolean).join(' · ') };
}

/** What the declaration says of all the data: encryption and deletion. */
export function dataHandlingLines(declaration: PrivacyDeclaration, { t }: Texts): string[] {
  return [
    t(declaration.encryptedInTransit ? 'data.encrypted' : 'data.notEncrypted'),
    t(declaration.deletionRequests ? 'data.deletion' : 'data.noDeletion'),
  ];
}
