import {
  APP_TRANSLATABLE_FIELDS,
  appTranslationInputSchema,
  blankFieldsLeftOut,
  type AppTranslation,
} from '@studio/schemas';
import { quotedFormValues, type AppFormValues } from '../appFormValues';

export type AppTranslatableField = (typeof APP_TRANSLATABLE_FIELDS)[number];

/** What an app's translation form edits: its translatable fields, blank where not translated. */
export type AppTranslationFormValues = Pick<AppFormValues, AppTranslatableField>;

/** The form's check and what it sends: blank fields are left out (no translation), the others checked as the app's. */
export const APP_TRANSLATION_FORM_SCHEMA = blankFieldsLeftOut(appTranslationInputSchema);

export function appTranslationToFormValues(
  fields: AppTranslation['fields'],
): AppTranslationFormValues {
  return {
    name: fields.name ?? '',
    shortDescription: fields.shortDescription ?? '',
    description: fields.description ?? '',
    subtitle: fields.subtitle ?? '',
    keywords: fields.keywords ?? '',
    promotionalText: fields.promotionalText ?? '',
    features: fields.features ?? [],
    awards: (fields.awards ?? []).map(quotedFormValues),
    quotes: (fields.quotes ?? []).map(quotedFormValues),
    termsLink: fields.termsLink ?? '',
    privacyLink: fields.privacyLink ?? '',
    accountDeletion: fields.accountDeletion ?? '',
    expectedLaunch: fields.expectedLaunch ?? '',
    launchMessage: fields.launchMessage ?? '',
    screenshots: fields.screenshots ?? [],
  };
}

/** A field of the app's own, as a translator reads it beside the input: lists one item a line. */
export function shownDefault(value: AppFormValues[AppTranslatableField]): string {
  if (typeof value === 'string') return value;
  return value
    .map((item) => (typeof item === 'string' ? item : `${item.text} (${item.source})`))
    .join('\n');
}
