import { SITE_CATALOG } from '../../messages/siteCatalog';
import { appsHead } from './appsHead';

const ORIGIN = 'https://studio.example.com';

describe('the app list head', () => {
  it("name the list or the category by the page's heading, its address by the category as the apps spell it", () => {
    const description = 'Every title we have shipped.';
    expect(
      appsHead(
        ORIGIN,
        null,
        { heading: 'All Apps & Games', description },
        SITE_CATALOG.loaded('en')!,
      ),
    ).toMatchObject({
      title: 'All Apps & Games | Pixelwave Studio',
      description,
      canonical: `${ORIGIN}/apps`,
    });
    expect(
      appsHead(ORIGIN, 'Game', { heading: 'Spiel-Apps', description }, SITE_CATALOG.loaded('en')!),
    ).toMatchObject({
      title: 'Spiel-Apps | Pixelwave Studio',
      canonical: `${ORIGIN}/apps/category/Game`,
    });
  });

  it("names the breadcrumb trail's sections in the page's language", async () => {
    const german = await SITE_CATALOG.load('de');
    const head = appsHead(ORIGIN, 'Game', { heading: 'Spiel-Apps', description: '' }, german);
    expect(head.structuredData[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Startseite', item: `${ORIGIN}/` },
        { name: 'Apps & Spiele', item: `${ORIGIN}/apps` },
        { name: 'Spiel-Apps', item: `${ORIGIN}/apps/category/Game` },
      ],
    });
  });
});
