import type english from './catalogs/en.json';

/** A text of the interface, named by its key in the English catalog (the one every other must match). */
export type MessageKey = keyof typeof english;

/** What fills a message's arguments. */
export type MessageValues = Record<string, string | number>;

/**
 * A locale's messages as the build compiles its catalog (ICU MessageFormat, by messageformat): one function
 * per message, so that no page parses a message at run time.
 */
export type Catalog = Record<MessageKey, (values?: MessageValues) => string>;
