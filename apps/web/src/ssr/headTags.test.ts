import { pageHead, type PageHead } from '../head/pageHead';
import { headTags } from './headTags';

const ORIGIN = 'https://studio.example.com';

function parsedHead(html: string): Document {
  return new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
}

const content = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute('content');

/** An app's page head, as the app page declares it. */
const appPageHead = (name: string) =>
  pageHead(ORIGIN, {
    pageTitle: name,
    description: 'A one-thumb arcade game about hopping between planets.',
    path: '/apps/star-hopper',
    image: `${ORIGIN}/api/files/1/icon.svg`,
    structuredData: [{ '@type': 'MobileApplication', name }],
  });

describe('head tags', () => {
  it('carry the title, description, canonical link and link preview tags', () => {
    const head = parsedHead(headTags(appPageHead('Star Hopper 1'), ORIGIN));
    expect(head.title).toBe('Star Hopper 1 | Pixelwave Studio');
    expect(content(head, 'meta[name="description"]')).toBe(
      'A one-thumb arcade game about hopping between planets.',
    );
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/apps/star-hopper`,
    );
    expect(content(head, 'meta[property="og:url"]')).toBe(`${ORIGIN}/apps/star-hopper`);
    expect(content(head, 'meta[property="og:image"]')).toBe(`${ORIGIN}/api/files/1/icon.svg`);
    expect(content(head, 'meta[property="og:type"]')).toBe('website');
    expect(content(head, 'meta[property="og:site_name"]')).toBe('Pixelwave Studio');
    expect(content(head, 'meta[name="twitter:card"]')).toBe('summary');
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("leave X's card to read the Open Graph title, description and image", () => {
    const head = parsedHead(headTags(appPageHead('Star Hopper'), ORIGIN));
    expect(content(head, 'meta[name="twitter:site"]')).toBe('@pixelwavestudio');
    for (const tag of ['twitter:title', 'twitter:description', 'twitter:image']) {
      expect(head.querySelector(`meta[name="${tag}"]`)).toBeNull();
    }
    expect(content(head, 'meta[property="og:title"]')).toBe('Star Hopper | Pixelwave Studio');
  });

  it('carry the structured data as one JSON-LD graph', () => {
    const home = pageHead(ORIGIN, {
      pageTitle: null,
      description: 'The studio.',
      path: '/',
      structuredData: [{ '@type': 'Organization' }, { '@type': 'WebSite' }],
    });
    const head = parsedHead(headTags(home, ORIGIN));
    const scripts = head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!.textContent!) as {
      '@context': string;
      '@graph': unknown[];
    };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph']).toHaveLength(2);
  });

  it('keep markup in page text inert, in attributes, the title and JSON-LD alike', () => {
    const name = 'Hop </script><script>alert("x")</script> & "more"';
    const html = headTags(appPageHead(name), ORIGIN);
    expect(html).not.toContain('<script>alert');
    const head = parsedHead(html);
    expect(head.title).toBe(`${name} | Pixelwave Studio`);
    expect(content(head, 'meta[property="og:title"]')).toBe(`${name} | Pixelwave Studio`);
    const data = JSON.parse(
      head.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as { '@graph': { name: string }[] };
    expect(data['@graph'][0]!.name).toBe(name);
  });

  it('ask search engines not to index pages marked noindex, and add extra tags as given', () => {
    const head: PageHead = {
      ...pageHead(ORIGIN, { pageTitle: null, description: 'The studio.', path: null }),
      noindex: true,
      meta: [{ name: 'apple-itunes-app', content: 'app-id=1' }],
      links: [{ rel: 'alternate', type: 'application/rss+xml', href: '/feed.xml' }],
    };
    const document = parsedHead(headTags(head, ORIGIN));
    expect(content(document, 'meta[name="robots"]')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('meta[property="og:url"]')).toBeNull();
    expect(content(document, 'meta[name="apple-itunes-app"]')).toBe('app-id=1');
    expect(document.querySelector('link[rel="alternate"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/feed.xml`,
    );
  });

  it("name each language version's language in hreflang", () => {
    const head: PageHead = {
      ...appPageHead('Star Hopper'),
      links: [{ rel: 'alternate', hrefLang: 'de', href: `${ORIGIN}/de/apps/star-hopper` }],
    };
    const document = parsedHead(headTags(head, ORIGIN));
    expect(document.querySelector('link[hreflang="de"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/de/apps/star-hopper`,
    );
  });
});
