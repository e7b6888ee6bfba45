import { homeHead } from './homeHead';

const ORIGIN = 'https://studio.example.com';
const typesOf = (head: { structuredData: { '@type': string }[] }) =>
  head.structuredData.map((node) => node['@type']);

describe('the home page head', () => {
  it("has the site's title and describes the studio as an Organization and a WebSite", () => {
    const head = homeHead(ORIGIN);
    expect(head.title).toBe('Pixelwave Studio | Mobile Games & Apps');
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(head.description).toMatch(/independent studio crafting mobile games and apps/);
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
