import { APP_CATEGORIES, type App, type AppInput } from '@studio/schemas';

/**
 * What the app form edits: every field present and non-null (blank optional texts become null
 * on submit). Category stays a plain string, since a stored app may carry one outside the list.
 */
export type AppFormValues = Omit<
  { [K in keyof AppInput]-?: NonNullable<AppInput[K]> },
  'category'
> & {
  category: string;
};

export const EMPTY_APP_FORM_VALUES: AppFormValues = {
  name: '',
  slug: '',
  description: '',
  shortDescription: '',
  category: APP_CATEGORIES[0],
  icon: '',
  appStoreLink: '',
  termsLink: '',
  privacyLink: '',
  featured: false,
  screenshots: [],
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
    termsLink: app.termsLink ?? '',
    privacyLink: app.privacyLink ?? '',
    featured: app.featured,
    screenshots: app.screenshots,
  };
}
