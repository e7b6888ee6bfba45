import { use } from 'react';
import type { Messages } from './messages';
import { useMessages } from './MessagesContext';
import type { TextCatalog } from './textCatalog';

/**
 * A page's own texts in the page's language. Its page loads them before rendering (`loadPage`); a screen
 * reached otherwise waits for them under the layout's loader.
 */
export function useCatalog<TKey extends string>(catalog: TextCatalog<TKey>): Messages<TKey> {
  const { locale } = useMessages();
  return catalog.loaded(locale) ?? use(catalog.load(locale));
}
