import type { CompiledCatalog, MessageKey, MessageValues } from './catalog';
import type { UiLocale } from './uiLocales';

/** The texts of one catalog in one language (by default the site's own, the layout's). */
export interface Messages<TKey extends string = MessageKey> {
  locale: UiLocale;
  /** The message under `key`, its arguments filled with `values`. */
  t: (key: TKey, values?: MessageValues) => string;
}

/** A locale's messages from its compiled catalog. */
export function createMessages<TKey extends string>(
  locale: UiLocale,
  catalog: CompiledCatalog<TKey>,
): Messages<TKey> {
  return { locale, t: (key, values) => catalog[key](values) };
}
