import type { SignedInContext } from '@studio/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TranslationRevisionActions } from '@studio/core/services/translations/translationRevisions';
import {
  revisionSummarySchema,
  translationDeletedSchema,
  translationLocaleParamSchema,
  translationRevisionParamsSchema,
  type LocaleCode,
  type TranslationDeleted,
} from '@studio/schemas';
import { z } from 'zod';
import { adminProcedure } from './procedures';

/**
 * A translatable kind's services: every item's translation states, an item's translations, replace one, remove
 * one, and each language's revisions.
 */
export interface TranslationServices<TFields> {
  states(em: EntityManager): Promise<unknown>;
  list(em: EntityManager, id: number): Promise<unknown>;
  save(ctx: SignedInContext, id: number, locale: LocaleCode, fields: TFields): Promise<unknown>;
  remove(ctx: SignedInContext, id: number, locale: LocaleCode): Promise<TranslationDeleted>;
  revisions: TranslationRevisionActions<unknown, unknown>;
}

/** How the API documents a kind's translations: where its admin paths begin, and how it is named. */
export interface TranslationDocs {
  path: `/${string}`;
  tags: string[];
  /** e.g. `{ the: 'the app', noSuch: 'No such app' }` */
  names: { the: string; noSuch: string };
}

/** See publishingProcedures: the schema checks each answer when the procedure runs. */
const checkedBySchema = (answer: Promise<unknown>) => answer as Promise<never>;

/**
 * The admin procedures of a translatable kind, under `<path>/{id}/translations`: the list (every language of
 * the site but the default, each with its missing fields), PUT and DELETE of one language's translation, and
 * that language's revisions, one revision and its restore; and every item's states for the admin's list.
 */
export function translationProcedures<
  TShape extends z.ZodRawShape,
  TTranslation,
  TList,
  TStates,
  TRevision,
>(
  services: TranslationServices<z.output<z.ZodObject<TShape>>>,
  schemas: {
    fields: z.ZodObject<TShape>;
    translation: z.ZodType<TTranslation>;
    list: z.ZodType<TList>;
    states: z.ZodType<TStates>;
    /** One revision of a translation, with its content. */
    revision: z.ZodType<TRevision>;
  },
  { path, tags, names }: TranslationDocs,
) {
  const errorResponses = { 404: `${names.noSuch}, or no translation into that language` };
  return {
    /** The admin's list: one call for every item's state in every language (tRPC only, as the readiness of all). */
    translationStates: adminProcedure
      .input(z.void())
      .output(schemas.states)
      .query(({ ctx }) => checkedBySchema(services.states(ctx.em))),

    translations: adminProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: `${path}/{id}/translations`,
          tags,
          summary: `Each language of the site but the default, with ${names.the}'s translation there and the fields still missing`,
          errorResponses: { 404: names.noSuch },
        },
      })
      .input(translationLocaleParamSchema.pick({ id: true }))
      .output(schemas.list)
      .query(({ ctx, input }) => checkedBySchema(services.list(ctx.em, input.id))),

    saveTranslation: adminProcedure
      .meta({
        openapi: {
          method: 'PUT',
          path: `${path}/{id}/translations/{locale}`,
          tags,
          summary: `Replace ${names.the}'s translation into one of the site's languages`,
          description:
            'The translatable fields, any subset: a field left out (or empty) has no translation and shows the default language. The language must be one of the site\u2019s, not its default.',
          errorResponses: { 404: names.noSuch },
        },
      })
      .input(schemas.fields.extend(translationLocaleParamSchema.shape))
      .output(schemas.translation)
      .mutation(({ ctx, input }) => {
        // The generic shape hides the path parameters from TypeScript; the schema has them.
        const { id, locale, ...fields } = input as { id: number; locale: LocaleCode };
        return checkedBySchema(
          services.save(ctx, id, locale, fields as z.output<z.ZodObject<TShape>>),
        );
      }),

    deleteTranslation: adminProcedure
      .meta({
        openapi: {
          method: 'DELETE',
          path: `${path}/{id}/translations/{locale}`,
          tags,
          summary: `Remove ${names.the}'s translation into one language: it shows the default language there again`,
          errorResponses,
        },
      })
      .input(translationLocaleParamSchema)
      .output(translationDeletedSchema)
      .mutation(({ ctx, input }) => services.remove(ctx, input.id, input.locale)),

    translationRevisions: adminProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: `${path}/{id}/translations/{locale}/revisions`,
          tags,
          summary: `The revisions of ${names.the}'s translation into one language, newest first, each naming the fields it changed`,
          description:
            'Each save of the translation is one; a removed translation keeps them, so that one can bring it back.',
          errorResponses: { 404: names.noSuch },
        },
      })
      .input(translationLocaleParamSchema)
      .output(z.array(revisionSummarySchema))
      .query(({ ctx, input }) => services.revisions.revisions(ctx.em, input.id, input.locale)),

    translationRevision: adminProcedure
      .meta({
        openapi: {
          method: 'GET',
          path: `${path}/{id}/translations/{locale}/revisions/{revisionId}`,
          tags,
          summary: `One revision of ${names.the}'s translation into one language, with its content`,
          errorResponses: { 404: `${names.noSuch} or revision` },
        },
      })
      .input(translationRevisionParamsSchema)
      .output(schemas.revision)
      .query(({ ctx, input }) =>
        checkedBySchema(
          services.revisions.revision(ctx.em, input.id, input.locale, input.revisionId),
        ),
      ),

    restoreTranslationRevision: adminProcedure
      .meta({
        openapi: {
          method: 'POST',
          path: `${path}/{id}/translations/{locale}/revisions/{revisionId}/restore`,
          tags,
          summary: `The translation into that language takes a revision's content again (a new revision itself)`,
          errorResponses: { 404: `${names.noSuch} or revision` },
        },
      })
      .input(translationRevisionParamsSchema)
      .output(schemas.translation)
      .mutation(({ ctx, input }) =>
        checkedBySchema(services.revisions.restore(ctx, input.id, input.locale, input.revisionId)),
      ),
  };
}
