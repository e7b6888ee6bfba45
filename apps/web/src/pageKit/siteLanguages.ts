import type { Locales } from '@studio/schemas';
import { createContext, useContext } from 'react';

/** The site's languages while it has more than one (the language switcher's choices); null for a site in one. */
export type SiteLanguages = Locales | null;

export const SiteLanguagesContext = createContext<SiteLanguages>(null);

/** The choice of languages a visitor has: none while the site speaks one. */
export function languageChoice(locales: Locales): SiteLanguages {
  return locales.locales.length > 1 ? locales : null;
}

export function useSiteLanguages(): SiteLanguages {
  return useContext(SiteLanguagesContext);
}
