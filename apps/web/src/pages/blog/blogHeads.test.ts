import { blogPostFixture } from '../../test/fixtures';
import type { Messages } from '../../messages/messages';
import { SITE_CATALOG } from '../../messages/siteCatalog';
import { blogHead, postHead } from './blogHeads';

const ORIGIN = 'https://studio.example.com';
let site: Messages;
beforeAll(async () => {
  site = await SITE_CATALOG.load('en');
});

describe('a blog post head', () => {
  const post = blogPostFixture({
    title: 'Building a Pixel World',
    slug: 'pixel-world',
    excerpt: 'How a single sprite grew.',
    image: 'https://cdn.test/cover.png',
    createdAt: '2025-03-05T12:00:00.000Z',
    updatedAt: '2025-03-06T12:00:00.000Z',
  });

  it('is an article with a large preview picture and the feed announced', () => {
    const head = postHead(ORIGIN, post, null, site);
    expect(head.title).toBe('Building a Pixel World | Pixelwave Studio');
    expect(head.type).toBe('article');
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.image).toBe('https://cdn.test/cover.png');
    expect(head.links).toEqual([
      expect.objectContaining({ rel: 'alternate', type: 'application/rss+xml', href: '/feed.xml' }),
    ]);
  });

  it('describes the post as a BlogPosting by the studio', () => {
    const [posting] = postHead(ORIGIN, post, null, site).structuredData;
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Building a Pixel World',
      datePublished: '2025-03-05T12:00:00.000Z',
      dateModified: '2025-03-06T12:00:00.000Z',
      image: 'https://cdn.test/cover.png',
      url: `${ORIGIN}/blog/pixel-world`,
      author: { '@type': 'Organization', name: 'Pixelwave Studio' },
      publisher: {
        '@type': 'Organization',
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/favicon.svg` },
      },
    });
  });
});

describe('the blog list head', () => {
  it("announces the feed, in the page's language", () => {
    const texts = { title: 'Blog', description: 'Dev diaries.' };
    expect(blogHead(ORIGIN, null, texts, site).links.map((link) => link.href)).toEqual([
      '/feed.xml',
    ]);
    expect(blogHead(ORIGIN, 'de', texts, site).links.map((link) => link.href)).toEqual([
      '/de/feed.xml',
    ]);
  });
});
