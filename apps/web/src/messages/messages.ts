import type { Catalog, MessageKey, MessageValues } from './catalog';
import type { UiLocale } from './uiLocales';

/** The interface's texts in one language. */
export interface Messages {
  locale: UiLocale;
  /** The message under `key`, its arguments filled with `values`. */
  t: (key: MessageKey, values?: MessageValues) => string;
}

/** A locale's messages from its compiled catalog. */
export function createMessages(locale: UiLocale, catalog: Catalog): Messages {
  return { locale, t: (key, values) => catalog[key](values) };
}
