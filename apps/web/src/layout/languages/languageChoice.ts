/**
 * Whether the visitor has chosen a language (through the switcher or the suggestion) or turned the
 * suggestion down: kept in the browser's storage, so that the suggestion is not offered again.
 */
export const LANGUAGE_CHOICE_KEY = 'studio.languageChosen';

export function languageChosen(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_CHOICE_KEY) === '1';
  } catch {
    // Storage turned off: no suggestion, rather than one that comes back on every page.
    return true;
  }
}

export function rememberLanguageChoice(): void {
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, '1');
  } catch {
    return;
  }
}
