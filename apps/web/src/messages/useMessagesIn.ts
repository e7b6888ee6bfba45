import { useEffect, useState } from 'react';
import type { Messages } from './messages';
import { useMessages } from './MessagesContext';
import { SITE_CATALOG } from './siteCatalog';
import type { UiLocale } from './uiLocales';

/** The site's texts in `locale`: the page's own at once, another language's once its catalog has loaded. */
export function useMessagesIn(locale: UiLocale): Messages | null {
  const page = useMessages();
  const [loaded, setLoaded] = useState(() => SITE_CATALOG.loaded(locale) ?? null);
  const wanted = page.locale === locale ? page : loaded?.locale === locale ? loaded : null;
  useEffect(() => {
    if (wanted) return;
    let current = true;
    void SITE_CATALOG.load(locale).then((messages) => current && setLoaded(messages));
    return () => {
      current = false;
    };
  }, [locale, wanted]);
  return wanted;
}
