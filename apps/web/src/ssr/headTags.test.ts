import { appFixture } from '../test/fixtures';
import { headTags } from './headTags';
import type { PageHead } from './pageHead';
import { appHead, homeHead } from './pageHeads';

const ORIGIN = 'https://studio.example.com';

function parsedHead(html: string): Document {
  return new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
}

const content = (document: Document, selector: string) =>
  document.querySelector(selector)?.getAttribute('content');

describe('head tags', () => {
  it('carry the title, description, canonical link and link preview tags', () => {
    const head = parsedHead(headTags(appHead(ORIGIN, appFixture({ slug: 'star-hopper' })), ORIGIN));
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
    expect(content(head, 'meta[name="twitter:image"]')).toBe(`${ORIGIN}/api/files/1/icon.svg`);
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('carry the structured data as one JSON-LD graph', () => {
    const head = parsedHead(headTags(homeHead(ORIGIN), ORIGIN));
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
    const html = headTags(appHead(ORIGIN, appFixture({ name, slug: 'hop' })), ORIGIN);
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
      ...homeHead(ORIGIN),
      canonical: null,
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
});
