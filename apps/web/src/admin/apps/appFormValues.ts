import { APP_CATEGORIES, type App, type AppInput, type QuotedText } from '@studio/schemas';

/** The deep-link fields as the form edits them: blanks and an empty list when not set. */
export interface DeepLinksFormValues {
  appleTeamId: string;
  iosBundleId: string;
  androidPackage: string;
  androidSha256Fingerprints: string[];
}

/**
 * What the app form edits: every field present and non-null (blank optional texts become null
 * on submit). Category stays a plain string, since a stored app may carry one outside the list.
 */
export type AppFormValues = Omit<
  { [K in keyof AppInput]-?: NonNullable<AppInput[K]> },
  'category' | 'deepLinks' | 'awards' | 'quotes'
> & {
  category: string;
  deepLinks: DeepLinksFormValues;
  awards: QuotedTextFormValues[];
  quotes: QuotedTextFormValues[];
};

/** An award or quote as the form edits it: a blank link rather than none. */
export type QuotedTextFormValues = { text: string; source: string; url: string };

export const quotedFormValues = (quoted: QuotedText): QuotedTextFormValues => ({
  ...quoted,
  url: quoted.url ?? '',
});

export const EMPTY_APP_FORM_VALUES: AppFormValues = {
  name: '',
  slug: '',
  description: '',
  shortDescription: '',
  category: APP_CATEGORIES[0],
  icon: '',
  appStoreLink: '',
  playStoreLink: '',
  termsLink: '',
  privacyLink: '',
  accountDeletion: '',
  supportEmail: '',
  supportUrl: '',
  subtitle: '',
  keywords: '',
  promotionalText: '',
  marketingUrl: '',
  deepLinks: {
    appleTeamId: '',
    iosBundleId: '',
    androidPackage: '',
    androidSha256Fingerprints: [],
  },
  featured: false,
  publishAt: '',
  screenshots: [],
  releaseDate: '',
  platforms: [],
  price: '',
  pressContact: '',
  features: [],
  awards: [],
  quotes: [],
  credits: [],
  pressKitEnabled: false,
  comingSoon: false,
  expectedLaunch: '',
  preRegistrationUrl: '',
  preOrderUrl: '',
  launchMessage: '',
};

export function appToFormValues(app: App): AppFormValues {
  return {
    name: app.name,
    slug: app.slug,
    description: app.description,
    shortDescription: app.shortDescription,
    category: app.category,
    icon: app.icon,
    appStoreLink: app.appStoreLink ?? '',
    playStoreLink: app.playStoreLink ?? '',
    termsLink: app.termsLink ?? '',
    privacyLink: app.privacyLink ?? '',
    accountDeletion: app.accountDeletion ?? '',
    supportEmail: app.supportEmail ?? '',
    supportUrl: app.supportUrl ?? '',
    subtitle: app.subtitle ?? '',
    keywords: app.keywords ?? '',
    promotionalText: app.promotionalText ?? '',
    marketingUrl: app.marketingUrl ?? '',
    deepLinks: {
      appleTeamId: app.deepLinks?.appleTeamId ?? '',
      iosBundleId: app.deepLinks?.iosBundleId ?? '',
      androidPackage: app.deepLinks?.androidPackage ?? '',
      androidSha256Fingerprints: app.deepLinks?.androidSha256Fingerprints ?? [],
    },
    featured: app.featured,
    publishAt: app.publishAt ?? '',
    screenshots: app.screenshots,
    releaseDate: app.releaseDate ?? '',
    platforms: app.platforms,
    price: app.price ?? '',
    pressContact: app.pressContact ?? '',
    features: app.features,
    awards: app.awards.map(quotedFormValues),
    quotes: app.quotes.map(quotedFormValues),
    credits: app.credits,
    pressKitEnabled: app.pressKitEnabled,
    comingSoon: app.comingSoon,
    expectedLaunch: app.expectedLaunch ?? '',
    preRegistrationUrl: app.preRegistrationUrl ?? '',
    preOrderUrl: app.preOrderUrl ?? '',
    launchMessage: app.launchMessage ?? '',
  };
}
