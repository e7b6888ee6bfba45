import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPost as BlogPostEntity } from '@studio/db';
import type { LocaleCode } from '@studio/schemas';
import { readLocales } from '../locales';
import { publicPostFilter } from '../publishing/visibility';
import { TRANSLATION_IS_PUBLIC } from './publicTranslation';
import { POST_TRANSLATIONS_TABLE } from './translationRows';

/**
 * The site's languages each public post can be read in, by slug: the default, then those its translation is
 * public in, in the site's order. A page's language versions (hreflang, the sitemap) name only these.
 */
export async function postLanguages(em: EntityManager): Promise<Record<string, LocaleCode[]>> {
  const { default: fallback, locales } = await readLocales(em);
  const posts = await em.find(BlogPostEntity, publicPostFilter(), { fields: ['id', 'slug'] });
  const others = locales.filter((code) => code !== fallback);
  const published =
    others.length > 0 && posts.length > 0
      ? await em.execute<{ owner: number; locale: LocaleCode }[]>(
          `select ${POST_TRANSLATIONS_TABLE.owner} as owner, locale from ${POST_TRANSLATIONS_TABLE.table}
            where ${TRANSLATION_IS_PUBLIC} and ${POST_TRANSLATIONS_TABLE.owner} = any(array[?]::int[])`,
          [posts.map((post) => post.id)],
        )
      : [];
  const isPublishedIn = new Set(published.map((row) => `${row.owner} ${row.locale}`));
  return Object.fromEntries(
    posts.map((post) => [
      post.slug,
      [fallback, ...others.filter((code) => isPublishedIn.has(`${post.id} ${code}`))],
    ]),
  );
}
