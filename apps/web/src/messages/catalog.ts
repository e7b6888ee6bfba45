import type english from './catalogs/en.json';

/** A text of the site's own catalog (the layout's), named by its key in the English one, which every other must match. */
export type MessageKey = keyof typeof english;

/** What fills a message's arguments. */
export type MessageValues = Record<string, string | number>;

/**
 * A catalog in one locale as the build compiles it (ICU MessageFormat, by messageformat): one function per
 * message, so that no page parses a message at run time.
 */
export type CompiledCatalog<TKey extends string = MessageKey> = Record<
  TKey,
  (values?: MessageValues) => string
>;
