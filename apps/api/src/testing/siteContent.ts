import type { SessionCookies, TestServer } from './testServer';

/** An app with only the fields the admin form requires, as it sends them. */
export const SPACE_MINER = {
  name: 'Space Miner',
  slug: 'space-miner',
  description: 'Mine asteroids across the galaxy.',
  shortDescription: 'An arcade mining game.',
  category: 'Game',
  icon: '/api/placeholder-image',
  screenshots: ['https://example.com/shot.png'],
};

/** An app as the admin form sends it; the tests pick its name, slug and category. */
export function appFields(fields: {
  name: string;
  slug: string;
  category?: string;
  featured?: boolean;
}) {
  return {
    description: `${fields.name} is an app the page tests render on the server.`,
    shortDescription: `${fields.name}, in a sentence.`,
    category: 'Game',
    icon: '/api/placeholder-image',
    appStoreLink: 'https://apps.apple.com/app/id1234567890',
    termsLink: 'Play nicely.\nNo cheating.',
    privacyLink: null,
    featured: false,
    screenshots: ['https://cdn.example.com/shot-1.png'],
    ...fields,
  };
}

/** A blog post as the admin form sends it. */
export function postFields(fields: { title: string; slug: string; published: boolean }) {
  return {
    content: `${fields.title}: the first paragraph of a post.\n\nAnd a second paragraph, so it is long enough.`,
    excerpt: `What ${fields.title} is about.`,
    image: '/api/placeholder-image',
    category: 'Development',
    ...fields,
  };
}

/** Creates content through the admin API (so caches hear about it), failing loudly when refused. */
export async function createContent(
  server: TestServer,
  admin: SessionCookies,
  kind: 'apps' | 'blog',
  payload: object,
): Promise<{ id: number; slug: string }> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/admin/${kind}`,
    payload,
    ...admin,
  });
  if (response.statusCode !== 201) {
    throw new Error(`Creating ${kind} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}
