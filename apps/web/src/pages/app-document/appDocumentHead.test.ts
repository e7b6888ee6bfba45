import { SITE_CATALOG } from '../../messages/siteCatalog';
import { APP_DOCUMENT_CATALOG } from './appDocumentCatalog';
import { appDocumentHead } from './appDocumentHead';

const ORIGIN = 'https://studio.example.com';
const app = { name: 'Star Hopper', slug: 'star-hopper' };

describe('an app document head', () => {
  it("titles an app's document by the app and the document", () => {
    const head = appDocumentHead(
      ORIGIN,
      { app, kind: 'terms' },
      APP_DOCUMENT_CATALOG.loaded('en')!,
      SITE_CATALOG.loaded('en')!,
    );
    expect(head.title).toBe('Star Hopper Terms of Use | Pixelwave Studio');
    expect(head.description).toBe('The terms of use of Star Hopper, by Pixelwave Studio.');
    expect(head.canonical).toBe(`${ORIGIN}/apps/star-hopper/terms`);
  });

  it("titles it and names its breadcrumb trail in the page's language", async () => {
    const [texts, site] = await Promise.all([
      APP_DOCUMENT_CATALOG.load('ja'),
      SITE_CATALOG.load('ja'),
    ]);
    const head = appDocumentHead(ORIGIN, { app, kind: 'privacy' }, texts, site);
    expect(head.title).toBe('Star Hopper プライバシーポリシー | Pixelwave Studio');
    expect(head.structuredData[0]).toMatchObject({
      itemListElement: [
        { name: 'ホーム' },
        { name: 'アプリ＆ゲーム' },
        { name: 'Star Hopper' },
        { name: 'プライバシーポリシー', item: `${ORIGIN}/apps/star-hopper/privacy` },
      ],
    });
  });
});
