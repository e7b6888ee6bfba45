import { PRIVACY_DATA_GROUPS, PRIVACY_DATA_TYPES, PRIVACY_PURPOSES } from '@studio/schemas';
import { APP_DOCUMENT_CATALOG } from './appDocumentCatalog';

describe("the privacy declaration's names on the app's privacy page", () => {
  it("are in English the schemas' table's labels, which the admin's form shows", () => {
    const { t } = APP_DOCUMENT_CATALOG.loaded('en')!;
    for (const [type, { label }] of Object.entries(PRIVACY_DATA_TYPES))
      expect(t(`dataType.${type as keyof typeof PRIVACY_DATA_TYPES}`)).toBe(label);
    for (const [group, label] of Object.entries(PRIVACY_DATA_GROUPS))
      expect(t(`dataGroup.${group as keyof typeof PRIVACY_DATA_GROUPS}`)).toBe(label);
    for (const [purpose, { label }] of Object.entries(PRIVACY_PURPOSES))
      expect(t(`purpose.${purpose as keyof typeof PRIVACY_PURPOSES}`)).toBe(label);
  });
});
