import type { CompiledCatalog } from './catalog';
import { createMessages, type Messages } from './messages';
import type { UiLocale } from './uiLocales';

/**
 * How one locale's catalog loads, in a chunk of its own; the build names the module on the function
 * (vite-plugins/pageModuleIds.ts), so that the bench can weigh what each page loads.
 */
export type CatalogLoader = (() => Promise<{ default: unknown }>) & { moduleId?: string };

/** A catalog of texts in every language the interface ships, each loaded on first use and kept. */
export interface TextCatalog<TKey extends string> {
  /** Its texts in `locale`, loading them first when needed (the same promise each time). */
  load(locale: UiLocale): Promise<Messages<TKey>>;
  /** Its texts in `locale` once loaded, for a render that must not wait. */
  loaded(locale: UiLocale): Messages<TKey> | undefined;
  /** Each locale's module, as the build manifest names it. */
  moduleId(locale: UiLocale): string | undefined;
}

/** A catalog's keys: `CatalogKey<typeof APP_CATALOG>`. */
export type CatalogKey<TCatalog> = TCatalog extends TextCatalog<infer TKey> ? TKey : never;

/** A catalog's texts in one language, as `useCatalog` gives them: `CatalogMessages<typeof APP_CATALOG>`. */
export type CatalogMessages<TCatalog> = Messages<CatalogKey<TCatalog>>;

/** Any catalog, as a page lists the ones it shows. */
export type AnyCatalog = TextCatalog<never>;

/** Every catalog the running code has defined: the tests load them before rendering, as a page's route does. */
const DEFINED: AnyCatalog[] = [];

export function definedCatalogs(): readonly AnyCatalog[] {
  return DEFINED;
}

/**
 * A catalog from its locales' loaders (`() => import('./catalogs/de.json')`), typed by its English texts:
 * `defineCatalog<typeof english>(…)`. The build compiles each JSON file into functions
 * (vite-plugins/compiledCatalogs.ts).
 */
export function defineCatalog<TEnglish extends Record<string, string>>(
  loaders: Record<UiLocale, CatalogLoader>,
): TextCatalog<keyof TEnglish & string> {
  type Key = keyof TEnglish & string;
  const loading = new Map<UiLocale, Promise<Messages<Key>>>();
  const loaded = new Map<UiLocale, Messages<Key>>();
  const catalog: TextCatalog<Key> = {
    load(locale) {
      let messages = loading.get(locale);
      if (!messages) {
        messages = loaders[locale]().then(
          ({ default: compiled }) => {
            const ready = createMessages(locale, compiled as CompiledCatalog<Key>);
            loaded.set(locale, ready);
            return ready;
          },
          (failure: unknown) => {
            // A chunk that failed to arrive (the network) is asked for again next time.
            loading.delete(locale);
            throw failure;
          },
        );
        loading.set(locale, messages);
      }
      return messages;
    },
    loaded: (locale) => loaded.get(locale),
    moduleId: (locale) => loaders[locale].moduleId,
  };
  DEFINED.push(catalog);
  return catalog;
}
