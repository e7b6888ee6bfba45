import type { CatalogKey } from '../../../messages/textCatalog';
import type { LegalText } from '../legalDocument';
import { TERMS_CATALOG } from './termsCatalog';

/** The terms of using the site, at /terms. */
export const TERMS_OF_SERVICE: LegalText<CatalogKey<typeof TERMS_CATALOG>> = {
  catalog: TERMS_CATALOG,
  updated: '2025-01-15',
  sections: [
    'whoWeAre',
    'usingTheWebsite',
    'accounts',
    'intellectualProperty',
    'purchases',
    'thirdParty',
    'liability',
    'changes',
  ],
};
