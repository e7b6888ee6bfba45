import type { LocaleCode } from '@studio/schemas';
import { createContext, useContext } from 'react';

/** The language a page's content is read in: null at the default language's addresses (the items' own texts). */
export type PageLocale = LocaleCode | null;

export const PageLocaleContext = createContext<PageLocale>(null);

/** The locale's prefix of an address (React Router's basename): none for the default locale's. */
export function localePrefix(locale: PageLocale): string | undefined {
  return locale ? `/${locale}` : undefined;
}

/** The language of the page being shown, for its queries. */
export function usePageLocale(): PageLocale {
  return useContext(PageLocaleContext);
}

/**
 * A query's input in a page's language: `locale` is added only away from the default language, so the
 * default's queries (and their keys in pages already cached) stay as they were.
 */
export function inLocale<TInput extends object>(
  input: TInput,
  locale: PageLocale,
): TInput | (TInput & { locale: LocaleCode }) {
  return locale ? { ...input, locale } : input;
}

/** A list's optional input, its unset fields left out: none when it has nothing to say (all items, in the default language). */
export function listInput<TInput extends object>(input: TInput): Partial<TInput> | undefined {
  const given = Object.entries(input).filter(([, value]) => value !== undefined);
  return given.length > 0 ? (Object.fromEntries(given) as Partial<TInput>) : undefined;
}
