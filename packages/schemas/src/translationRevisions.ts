import { z } from 'zod';
import { idSchema } from './common';
import { publishAtSchema, revisionSummarySchema } from './publishing';
import {
  appTranslationFieldsSchema,
  postTranslationFieldsSchema,
  translationLocaleParamSchema,
} from './translations';

export const translationRevisionParamsSchema = translationLocaleParamSchema.extend({
  revisionId: idSchema,
});

/** One revision of an app's translation into a language: who saved it, when, and the fields it translated. */
export const appTranslationRevisionSchema = revisionSummarySchema.extend({
  content: appTranslationFieldsSchema.describe(
    'The translated fields alone, as that save left them',
  ),
});

/** One revision of a post's translation into a language, with whether it was published there and when. */
export const postTranslationRevisionSchema = revisionSummarySchema.extend({
  content: postTranslationFieldsSchema
    .extend({ published: z.boolean(), publishAt: publishAtSchema })
    .describe(
      'The translated fields alone, and its publishing in that language, as that save left them',
    ),
});
