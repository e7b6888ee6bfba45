import type { MailLanguage } from '@studio/mail';
import type { LocaleCode, LocalesInput } from '@studio/schemas';

/** The site's languages, as a subscriber's language is read by them. */
export type SiteLanguages = Pick<LocalesInput, 'default' | 'locales'>;

/**
 * The language a sign-up keeps: its page's when the site has it; otherwise (none given, or one the site
 * lacks) the site's default.
 */
export function signUpLocale(site: SiteLanguages, requested: string | undefined): LocaleCode {
  return site.locales.find((code) => code === requested) ?? site.default;
}

/** How a subscriber of `locale` is written to: in it, and at its addresses unless it is the site's default. */
export function mailLanguageOf(site: SiteLanguages, locale: LocaleCode): MailLanguage {
  return { locale, prefixed: locale !== site.default };
}

/**
 * SQL: the language a row of `subscribers s` is written to: its own while the site has it, else the site's
 * default (rows from before languages, and languages the admin has since removed). Its parameters follow.
 */
export function subscriberLanguageSql(site: SiteLanguages): { sql: string; params: unknown[] } {
  return {
    sql: `(case when s.locale in (select jsonb_array_elements_text(?::jsonb)) then s.locale
                else ?::text end)`,
    // As JSON: the driver would spread an array into a list of parameters.
    params: [JSON.stringify(site.locales), site.default],
  };
}
