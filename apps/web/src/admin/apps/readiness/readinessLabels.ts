import type { ReadinessCheckId } from '@studio/schemas';

/** What each store-readiness check is about, as the admin screens name it. */
export const READINESS_LABELS: Record<ReadinessCheckId, string> = {
  privacyPolicy: 'Privacy policy',
  termsOfUse: 'Terms of use',
  supportContact: 'Support contact',
  accountDeletion: 'Account deletion',
  privacyDeclaration: 'Privacy declaration',
  icon: 'Icon size',
  screenshots: 'Screenshots',
  storeLinks: 'Store links',
  storeTexts: 'Store text limits',
  storeTranslations: 'Store texts per language',
  deepLinks: 'Deep links',
};
