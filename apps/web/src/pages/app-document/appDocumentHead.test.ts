import { SITE_CATALOG } from '../../messages/siteCatalog';
import { appDocumentHead } from './appDocumentHead';

const ORIGIN = 'https://studio.example.com';

describe('an app document head', () => {
  it("titles an app's document by the app and the document", () => {
    const head = appDocumentHead(
      ORIGIN,
      {
        appName: 'Star Hopper',
        slug: 'star-hopper',
        kind: 'terms',
      },
      SITE_CATALOG.loaded('en')!,
    );
    expect(head.title).toBe('Star Hopper Terms of Use | Pixelwave Studio');
    expect(head.canonical).toBe(`${ORIGIN}/apps/star-hopper/terms`);
  });
});
