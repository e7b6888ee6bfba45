import { z } from 'zod';

/** What an app needs before a store review, in the order the admin sees the checks. */
export const READINESS_CHECKS = [
  'privacyPolicy',
  'termsOfUse',
  'supportContact',
  'accountDeletion',
  'privacyDeclaration',
  'icon',
  'screenshots',
  'storeLinks',
  'storeTexts',
  'storeTranslations',
  'deepLinks',
] as const;
export type ReadinessCheckId = (typeof READINESS_CHECKS)[number];

export const readinessSchema = z.object({
  checks: z.array(
    z.object({
      id: z.enum(READINESS_CHECKS),
      ok: z.boolean(),
      message: z.string().describe('What is in place, or what to do'),
    }),
  ),
});
export type Readiness = z.infer<typeof readinessSchema>;
export type ReadinessCheck = Readiness['checks'][number];

/** One app's readiness in the admin's list of apps. */
export const appReadinessSchema = readinessSchema.extend({
  id: z.number().int().describe("The app's id"),
});
export type AppReadiness = z.infer<typeof appReadinessSchema>;
