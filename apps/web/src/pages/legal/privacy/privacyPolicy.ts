import type { CatalogKey } from '../../../messages/textCatalog';
import type { LegalText } from '../legalDocument';
import { PRIVACY_CATALOG } from './privacyCatalog';

/** What the site does with personal data, at /privacy. */
export const PRIVACY_POLICY: LegalText<CatalogKey<typeof PRIVACY_CATALOG>> = {
  catalog: PRIVACY_CATALOG,
  updated: '2025-01-15',
  sections: [
    'dataWeProcess',
    'whyWeProcess',
    'embeddedVideos',
    'retention',
    'storage',
    'yourRights',
    'children',
    'changes',
  ],
};
