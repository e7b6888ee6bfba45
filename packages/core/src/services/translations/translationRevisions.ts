import type { EntityManager } from '@mikro-orm/postgresql';
import type { LocaleCode, PublishableKind, RevisionSummary } from '@studio/schemas';
import type { z } from 'zod';
import type { SignedInContext } from '../../context';
import { revisionFields } from '../publishing/revisionFields';
import { findRevision, listRevisions, recordRevision } from '../publishing/revisions';
import { assertItemExists, type TranslationTable } from './translationRows';
import { assertTranslationLocale } from './translationLocale';

/** A translatable kind's history per language: its name in revisions, its table, and its save's input. */
export interface TranslationHistory<TContent, TAnswer> {
  kind: PublishableKind;
  table: TranslationTable;
  /** The translation's save input: a revision's content is checked by it, as the same save would be today. */
  content: z.ZodType<TContent>;
  save(ctx: SignedInContext, id: number, locale: LocaleCode, content: TContent): Promise<TAnswer>;
}

/**
 * Keeps the content of one save of an item's translation into `locale`, in that language's own history. Call
 * it with the save's transaction, so the revision commits with the translation.
 */
export function recordTranslationRevision(
  ctx: SignedInContext,
  tx: EntityManager,
  kind: PublishableKind,
  id: number,
  locale: LocaleCode,
  content: Record<string, unknown>,
): Promise<void> {
  return recordRevision(tx, {
    subjectType: kind,
    subjectId: id,
    locale,
    content,
    author: ctx.user.username,
  });
}

/**
 * What the admin does with the history of an item's translation into one language: list its revisions, read
 * one, restore one (through the translation's ordinary save, so the restore is a revision too). A translation
 * removed since keeps its history, so a restore brings it back. 404 for an item that does not exist, 400 for
 * a language the site lacks besides its default.
 */
export function translationRevisionActions<TContent, TAnswer>(
  history: TranslationHistory<TContent, TAnswer>,
) {
  const subject = (id: number, locale: LocaleCode) => ({
    subjectType: history.kind,
    subjectId: id,
    locale,
  });

  async function assertHistory(em: EntityManager, id: number, locale: LocaleCode) {
    await assertItemExists(em, history.table, id);
    await assertTranslationLocale(em, locale);
  }

  async function revision(
    em: EntityManager,
    id: number,
    locale: LocaleCode,
    revisionId: number,
  ): Promise<RevisionSummary & { content: TContent }> {
    await assertHistory(em, id, locale);
    const found = await findRevision(em, subject(id, locale), revisionId);
    return { ...found, content: revisionFields(history.content, found.content) };
  }

  return {
    /** The translation's revisions, newest first. */
    async revisions(em: EntityManager, id: number, locale: LocaleCode): Promise<RevisionSummary[]> {
      await assertHistory(em, id, locale);
      return listRevisions(em, subject(id, locale));
    },
    revision,
    async restore(
      ctx: SignedInContext,
      id: number,
      locale: LocaleCode,
      revisionId: number,
    ): Promise<TAnswer> {
      const { content } = await revision(ctx.em, id, locale, revisionId);
      return history.save(ctx, id, locale, content);
    },
  };
}

export type TranslationRevisionActions<TContent, TAnswer> = ReturnType<
  typeof translationRevisionActions<TContent, TAnswer>
>;
