import { sitemapErrors } from './sitemapErrors';

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><loc>https://studio.example/apps</loc><lastmod>2026-11-29T10:00:00.000Z</lastmod><xhtml:link rel="alternate" hreflang="de" href="https://studio.example/de/apps"/><xhtml:link rel="alternate" hreflang="x-default" href="https://studio.example/apps"/></url>
</urlset>
`;

describe("the tests' sitemap check", () => {
  it('passes a sitemap with dated entries and their language versions', async () => {
    expect(await sitemapErrors(SITEMAP)).toEqual([]);
  });

  it.each([
    ['a language version without its language', 'hreflang="de" ', ''],
    ['an address without its origin', '<loc>https://studio.example/apps', '<loc>/apps'],
    ['a date that is none', '2026-11-29T10:00:00.000Z', 'today'],
    [
      'an element of another namespace no schema declares',
      '<xhtml:link rel="alternate" hreflang="de"',
      '<xhtml:meta rel="alternate" hreflang="de"',
    ],
  ])('finds %s', async (_case, text, replacement) => {
    expect(await sitemapErrors(SITEMAP.replace(text, replacement))).toEqual([
      expect.stringContaining('Schemas validity error'),
    ]);
  });
});
