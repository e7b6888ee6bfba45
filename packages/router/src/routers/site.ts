import {
  describeLocales,
  localeQueryShape,
  localesSchema,
  SURROGATE_KEYS,
  shareImageSchema,
  studioPressFactsSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { publicProcedure } from '../procedures';
import { answersIn, shows } from '../shownContent';
import { readLocales } from '@studio/core/services/locales';
import { readShareImage } from '@studio/core/services/shareImage';
import { readStudioPressFacts } from '@studio/core/services/studioPressFacts';
import { requestedTranslation } from '@studio/core/services/translations/localizedRead';
import { t } from '../trpc';

const tags = ['Site'];

export const siteRouter = t.router({
  shareImage: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/site/share-image',
        tags,
        summary: "The site's share image, which link previews show for pages without their own",
        protect: false,
      },
    })
    .input(z.void())
    .output(shareImageSchema)
    .query(({ ctx }) => {
      shows(ctx, [SURROGATE_KEYS.settings]);
      return readShareImage(ctx.em);
    }),

  pressFacts: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/site/press-facts',
        tags,
        summary:
          "The studio's fact sheet on the press page: founded, based in, size, press contact",
        protect: false,
      },
    })
    .input(z.object(localeQueryShape).optional())
    .output(studioPressFactsSchema)
    .query(async ({ ctx, input }) => {
      shows(ctx, [SURROGATE_KEYS.settings]);
      const facts = await readStudioPressFacts(
        ctx.em,
        await requestedTranslation(ctx.em, input?.locale),
      );
      if (input?.locale) answersIn(ctx, input.locale);
      return facts;
    }),

  locales: publicProcedure
    .meta({
      cached: true,
      openapi: {
        method: 'GET',
        path: '/locales',
        tags,
        summary:
          "The site's languages: the default (today's addresses) and every other (prefixed: /de/apps)",
        protect: false,
      },
    })
    .input(z.void())
    .output(localesSchema)
    .query(async ({ ctx }) => {
      shows(ctx, [SURROGATE_KEYS.settings]);
      return describeLocales(await readLocales(ctx.em));
    }),
});
