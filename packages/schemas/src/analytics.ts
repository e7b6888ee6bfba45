import { z } from 'zod';
import { wholeNumberInput } from './common';
import { LOCALE_CODES } from './locales';
import { slugSchema } from './slug';
import { STORES } from './storeLinks';
import { textSchema } from './text';

export const PAGE_PATH_MAX_LENGTH = 200;
export const ANALYTICS_MAX_DAYS = 365;

export const pagePathSchema = textSchema({ message: 'Path must be text' })
  .max(PAGE_PATH_MAX_LENGTH, `Path must be at most ${PAGE_PATH_MAX_LENGTH} characters`)
  .regex(/^\/[^\s?#]*$/, 'Path must start with / and hold no spaces, query or fragment');

/** What POST /api/events takes: a page view, or a click on a store button. */
export const analyticsEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('view'),
      path: pagePathSchema.describe('The public page seen, e.g. /apps/space-miner'),
    }),
    z.object({
      type: z.literal('store_click'),
      appSlug: slugSchema.describe('The app whose store button was clicked'),
      store: z.enum(STORES, { message: `Store must be one of ${STORES.join(', ')}` }),
    }),
  ],
  { message: 'Type must be view or store_click' },
);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsQuerySchema = z.object({
  days: wholeNumberInput('Days must be a whole number')
    .pipe(
      z
        .number()
        .min(1, 'Days must be at least 1')
        .max(ANALYTICS_MAX_DAYS, `Days must be at most ${ANALYTICS_MAX_DAYS}`),
    )
    .default(30)
    .describe('How many days to report, today (UTC) included'),
});

export const countSchema = z.number().int().nonnegative();

export const analyticsSchema = z.object({
  totals: z.object({
    views: countSchema,
    visitors: countSchema.describe('Unique visitors per day, added up over the days'),
    storeClicks: countSchema,
  }),
  daily: z.array(
    z.object({
      date: z.iso.date().describe('A UTC day, oldest first'),
      views: countSchema,
      visitors: countSchema,
      storeClicks: countSchema,
    }),
  ),
  apps: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        slug: z.string(),
        views: countSchema.describe("Views of the app's page"),
        storeClicks: countSchema,
      }),
    )
    .describe('Every app, most viewed first'),
  posts: z
    .array(
      z.object({ id: z.number().int(), title: z.string(), slug: z.string(), views: countSchema }),
    )
    .describe('Every published post, most viewed first'),
  languages: z
    .array(z.object({ locale: z.enum(LOCALE_CODES), views: countSchema }))
    .describe(
      "Views per language: a page counts in its address's (`/de/…` in German). The site's languages, the default first, then any other with views (one since removed)",
    ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
