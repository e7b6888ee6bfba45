import type { EntityManager } from '@mikro-orm/postgresql';
import { TRANSLATION_MESSAGES, type LocaleCode } from '@studio/schemas';
import { notFound } from '../../errors';

/**
 * Where a kind's translations are kept: its table, the column naming the item, and the items' table, entity and
 * translatable fields.
 */
export interface TranslationTable {
  table: 'app_translations' | 'blog_post_translations';
  owner: 'app_id' | 'post_id';
  items: 'apps' | 'blog_posts';
  entity: 'App' | 'BlogPost';
  fields: readonly string[];
  /** The 404's message when the item does not exist. */
  itemNotFound: string;
}

export const APP_TRANSLATIONS_TABLE = { table: 'app_translations', owner: 'app_id' } as const;
export const POST_TRANSLATIONS_TABLE = {
  table: 'blog_post_translations',
  owner: 'post_id',
} as const;

/**
 * A post's own columns on its translations, by their names in the table (the upsert writes them so): whether
 * it is published in that language, when, and whether the scheduler has yet to announce it.
 */
interface PostTranslationColumns {
  published?: boolean;
  publish_at?: Date | null;
  launch_pending?: boolean;
}

/** A translation as stored: the translated fields, and the kind's own columns (a post's). */
export interface SavedTranslation extends PostTranslationColumns {
  locale: LocaleCode;
  fields: Record<string, unknown>;
  updatedAt: Date;
}

interface TranslationRow extends PostTranslationColumns {
  locale: LocaleCode;
  fields: Record<string, unknown>;
  updated_at: Date;
}

const savedOf = ({ updated_at, ...row }: TranslationRow): SavedTranslation => ({
  ...row,
  updatedAt: new Date(updated_at),
});

/** The select list of a kind's translatable fields, each column named as its field. */
function fieldColumns(em: EntityManager, where: TranslationTable): string {
  const { properties } = em.getMetadata().get(where.entity);
  return where.fields
    .map((field) => `${properties[field]!.fieldNames[0]!} as "${field}"`)
    .join(', ');
}

/**
 * The item's own values of its translatable fields, in the default language; 404 unless the item exists
 * (drafts included: the admin translates before publishing).
 */
export async function defaultTexts(
  em: EntityManager,
  where: TranslationTable,
  id: number,
): Promise<Record<string, unknown>> {
  const [row] = await em.execute<Record<string, unknown>[]>(
    `select ${fieldColumns(em, where)} from ${where.items} where id = ?`,
    [id],
  );
  if (!row) throw notFound(where.itemNotFound);
  return row;
}

/** 404 unless the item exists (drafts included). */
export async function assertItemExists(
  em: EntityManager,
  where: TranslationTable,
  id: number,
): Promise<void> {
  const [row] = await em.execute(`select 1 from ${where.items} where id = ?`, [id]);
  if (!row) throw notFound(where.itemNotFound);
}

/** Every item's id and its own values of its translatable fields. */
export function everyItemsDefaultTexts(
  em: EntityManager,
  where: TranslationTable,
): Promise<({ id: number } & Record<string, unknown>)[]> {
  return em.execute(`select id, ${fieldColumns(em, where)} from ${where.items} order by id`);
}

/** Every translation of every item of a kind, with the item's id. */
export async function everyTranslation(
  em: EntityManager,
  where: TranslationTable,
): Promise<(SavedTranslation & { itemId: number })[]> {
  const rows = await em.execute<(TranslationRow & Record<string, unknown>)[]>(
    `select * from ${where.table}`,
  );
  return rows.map((row) => ({ ...savedOf(row), itemId: row[where.owner] as number }));
}

/** The item's translations, each language once. */
export async function savedTranslations(
  em: EntityManager,
  where: Pick<TranslationTable, 'table' | 'owner'>,
  id: number,
): Promise<SavedTranslation[]> {
  const rows = await em.execute<TranslationRow[]>(
    `select * from ${where.table} where ${where.owner} = ?`,
    [id],
  );
  return rows.map(savedOf);
}

/** Writes the item's translation into `locale`, replacing the one there was. */
export async function upsertTranslation(
  em: EntityManager,
  where: TranslationTable,
  id: number,
  translation: Omit<SavedTranslation, 'updatedAt'>,
): Promise<SavedTranslation> {
  const { locale, fields, ...columns } = translation;
  const names = Object.keys(columns);
  const [row] = await em.execute<TranslationRow[]>(
    `insert into ${where.table} (${where.owner}, locale, fields${names.map((name) => `, ${name}`).join('')})
     values (?, ?, ?${names.map(() => ', ?').join('')})
     on conflict (${where.owner}, locale) do update
       set fields = excluded.fields, updated_at = now()${names.map((name) => `, ${name} = excluded.${name}`).join('')}
     returning *`,
    [id, locale, JSON.stringify(fields), ...Object.values(columns)],
  );
  return savedOf(row!);
}

/** Removes the item's translation into `locale`; 404 when there is none. */
export async function removeTranslation(
  em: EntityManager,
  where: TranslationTable,
  id: number,
  locale: LocaleCode,
): Promise<void> {
  const removed = await em.execute<{ id: number }[]>(
    `delete from ${where.table} where ${where.owner} = ? and locale = ? returning id`,
    [id, locale],
  );
  if (removed.length === 0) throw notFound(TRANSLATION_MESSAGES.notTranslated);
}
