import type { EntityManager } from '@mikro-orm/postgresql';
import { App, BlogPost } from '../entities';
import { storeFile, type StoredFileInfo } from '../files/fileStore';

async function* bytes(text: string) {
  yield Buffer.from(text);
}

/** Stores a small file for a test. */
export function storeTestFile(em: EntityManager, filename = 'shot.png'): Promise<StoredFileInfo> {
  return storeFile(em, { filename, mimetype: 'image/png', content: bytes(filename) });
}

/** An app whose icon and screenshots are these URLs. */
export async function createTestApp(
  em: EntityManager,
  slug: string,
  { icon, screenshots = [] }: { icon: string; screenshots?: string[] },
): Promise<App> {
  const app = em.create(App, {
    name: slug,
    slug,
    description: 'A test app with a description.',
    shortDescription: 'A test app.',
    category: 'Game',
    icon,
    screenshots,
  });
  await em.flush();
  return app;
}

export async function createTestPost(em: EntityManager, slug: string, image: string) {
  const post = em.create(BlogPost, {
    title: `Post ${slug}`,
    slug,
    content: 'Content of a test post.',
    excerpt: 'A test post.',
    image,
    category: 'News',
  });
  await em.flush();
  return post;
}
