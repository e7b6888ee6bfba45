import { SITE_CATALOG } from '../../messages/siteCatalog';
import { homeHead } from './homeHead';

const ORIGIN = 'https://studio.example.com';
const typesOf = (head: { structuredData: { '@type': string }[] }) =>
  head.structuredData.map((node) => node['@type']);

describe('the home page head', () => {
  it("has the site's title and describes the studio as an Organization and a WebSite", () => {
    const head = homeHead(ORIGIN, SITE_CATALOG.loaded('en')!);
    expect(head.title).toBe('Pixelwave Studio | Mobile Games & Apps');
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.description).toBe(
      'Pixelwave Studio is an independent studio crafting mobile games and apps for iPhone and iPad. Explore our portfolio, read the dev blog and get in touch.',
    );
    expect(typesOf(head)).toEqual(['Organization', 'WebSite']);
    expect(head.structuredData[0]).toMatchObject({
      name: 'Pixelwave Studio',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      sameAs: ['https://x.com/pixelwavestudio'],
    });
    expect(head.structuredData[1]).toMatchObject({
      publisher: { '@id': `${ORIGIN}/#organization` },
    });
  });
});
