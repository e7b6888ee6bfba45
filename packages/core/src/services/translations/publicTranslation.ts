import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocaleCode } from '@studio/schemas';
import { POST_TRANSLATIONS_TABLE } from './translationRows';

/**
 * SQL: a post's translation that is public in its language (once the post itself is): published there, and
 * its schedule, if any, has come. Every public read in a language asks this one condition (as
 * `isPublicTranslation` in @studio/schemas does in the browser).
 */
export const TRANSLATION_IS_PUBLIC = '(published and (publish_at is null or publish_at <= now()))';

/** The post's translation into `locale` while it is public there; null otherwise. */
export async function publicTranslationOf(
  em: EntityManager,
  postId: number,
  locale: LocaleCode,
): Promise<{ fields: Record<string, unknown> } | null> {
  const { table, owner } = POST_TRANSLATIONS_TABLE;
  const [row] = await em.execute<{ fields: Record<string, unknown> }[]>(
    `select fields from ${table} where ${owner} = ? and locale = ? and ${TRANSLATION_IS_PUBLIC}`,
    [postId, locale],
  );
  return row ?? null;
}

/** The ids of the posts whose translation is public in `locale`: a language's blog and feed hold only them. */
export async function postsPublicIn(em: EntityManager, locale: LocaleCode): Promise<number[]> {
  const { table, owner } = POST_TRANSLATIONS_TABLE;
  const rows = await em.execute<{ owner: number }[]>(
    `select ${owner} as owner from ${table} where locale = ? and ${TRANSLATION_IS_PUBLIC}`,
    [locale],
  );
  return rows.map((row) => row.owner);
}
