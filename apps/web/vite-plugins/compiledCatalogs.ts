import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module';
import type { Plugin } from 'vite';

/** A message catalog, the site's or a page's: its file name is its locale (src/pages/apps/catalogs/de.json). */
const CATALOG = /[\\/]src[\\/](?:[\w-]+[\\/])*catalogs[\\/]([\w-]+)\.json$/;

/** The locale of a catalog module; null for any other. */
export function catalogLocale(id: string): string | null {
  return CATALOG.exec(id)?.[1] ?? null;
}

/**
 * The message catalogs compiled by messageformat from their ICU MessageFormat texts into modules of
 * functions, one per message, importing only the runtime's few helpers and the locale's plural rule: neither
 * the browser nor the server parses a message at run time.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    // Before Vite's JSON plugin, which would turn the catalog into a module of strings.
    enforce: 'pre',
    transform(code, id) {
      const locale = catalogLocale(id);
      if (!locale) return null;
      // A module of code now, no longer JSON.
      return {
        code: compileModule(new MessageFormat(locale), JSON.parse(code)),
        map: null,
        moduleType: 'js',
      };
    },
  };
}
