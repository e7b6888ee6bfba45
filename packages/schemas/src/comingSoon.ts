import { z } from 'zod';
import { optionalTextSchema } from './common';
import { appStoreAppId, playStorePackage } from './storeLinks';
import { textSchema } from './text';

export const PRE_REGISTRATION_LINK_MESSAGE =
  'Pre-registration link must look like https://play.google.com/store/apps/details?id=com.example.app';
export const PRE_ORDER_LINK_MESSAGE =
  'Pre-order link must be an https://apps.apple.com address with the app id, e.g. https://apps.apple.com/app/id123456789';
export const COMING_SOON_NEEDS_LAUNCH_MESSAGE =
  'A coming-soon app needs its launch date and time (Publish at)';

/** Optional text of at most `max` characters: blank becomes null. */
function optionalLine(label: string, max: number) {
  return textSchema()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((text) => text || null);
}

/**
 * An app announced before its launch (issue 34): public with a "Coming soon" badge while its launch
 * (publishAt) is ahead, with links to pre-register on Google Play and pre-order on the App Store, which
 * lead to the same store pages the app has once out.
 */
export const comingSoonInputShape = {
  comingSoon: z
    .boolean()
    .nullish()
    .transform((comingSoon) => comingSoon ?? false)
    .describe(
      'Public before its launch (publishAt, which it needs), marked "Coming soon"; the launch turns it off',
    ),
  expectedLaunch: optionalLine('Expected launch', 50).describe(
    'When visitors may expect it, as they read it, e.g. "Spring 2027"',
  ),
  preRegistrationUrl: optionalTextSchema
    .refine(
      (link) => link === null || playStorePackage(link) !== null,
      PRE_REGISTRATION_LINK_MESSAGE,
    )
    .describe('Its Google Play page, where players pre-register'),
  preOrderUrl: optionalTextSchema
    .refine((link) => link === null || appStoreAppId(link) !== null, PRE_ORDER_LINK_MESSAGE)
    .describe('Its App Store page, where players pre-order'),
  launchMessage: optionalLine('Launch message', 500).describe(
    'A line of the admin\u2019s for the e-mail its subscribers get at launch',
  ),
};

export const comingSoonShape = {
  comingSoon: z.boolean().describe('Shown before its launch; false once launched'),
  expectedLaunch: z.string().nullable(),
  preRegistrationUrl: z.string().nullable(),
  preOrderUrl: z.string().nullable(),
};

export const launchMessageShape = { launchMessage: z.string().nullable() };

/** A coming-soon app is public until its launch, so it needs one: the check the app's input adds. */
export function checkComingSoonLaunch(
  app: { comingSoon: boolean; publishAt: string | null },
  context: z.RefinementCtx,
): void {
  if (app.comingSoon && app.publishAt === null) {
    context.addIssue({
      code: 'custom',
      path: ['publishAt'],
      message: COMING_SOON_NEEDS_LAUNCH_MESSAGE,
    });
  }
}
