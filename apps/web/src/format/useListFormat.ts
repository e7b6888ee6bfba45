import { formatList } from '@studio/schemas';
import { useMessages } from '../messages/MessagesContext';

/** A list of names joined as the page's language writes it ("iOS, Android", "iOS und Android", "iOS、Android"). */
export function useListFormat(): (items: readonly string[]) => string {
  const { locale } = useMessages();
  return (items) => formatList(items, locale);
}
