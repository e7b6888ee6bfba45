import type { AdminRelease, LocaleCode, ReleaseTranslation } from '@studio/schemas';

/** A release's translations as stored (`{"de": {"notes": …}}`), as the API lists them. */
export function translationsOf(stored: Record<string, { notes: string }>): ReleaseTranslation[] {
  return Object.entries(stored).map(([locale, { notes }]) => ({
    locale: locale as LocaleCode,
    notes,
  }));
}

/** The release as shown in `locale` (null: the default language): its notes there where translated. */
export function releaseIn<TRelease extends Pick<AdminRelease, 'notes' | 'translations'>>(
  release: TRelease,
  locale: LocaleCode | null,
): TRelease {
  const translation = release.translations.find((candidate) => candidate.locale === locale);
  return translation ? { ...release, notes: translation.notes } : release;
}

/** A release's translations as listed, as stored. */
export function storedTranslations(
  listed: readonly ReleaseTranslation[],
): Record<string, { notes: string }> {
  return Object.fromEntries(listed.map(({ locale, notes }) => [locale, { notes }]));
}
