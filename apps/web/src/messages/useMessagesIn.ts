import { useEffect, useState } from 'react';
import { loadMessages } from './loadMessages';
import type { Messages } from './messages';
import { useMessages } from './MessagesContext';
import type { UiLocale } from './uiLocales';

/** The interface's texts in `locale`: the page's own at once, another language's once its catalog has loaded. */
export function useMessagesIn(locale: UiLocale): Messages | null {
  const page = useMessages();
  const [loaded, setLoaded] = useState<Messages | null>(null);
  const wanted = page.locale === locale ? page : loaded?.locale === locale ? loaded : null;
  useEffect(() => {
    if (wanted) return;
    let current = true;
    void loadMessages(locale).then((messages) => current && setLoaded(messages));
    return () => {
      current = false;
    };
  }, [locale, wanted]);
  return wanted;
}
