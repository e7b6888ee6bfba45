import { useMessages } from '../messages/MessagesContext';
import { formatLongDate } from './formatLongDate';

/** The public date format in the page's language. */
export function useLongDate(): (isoDate: string) => string {
  const { locale } = useMessages();
  return (isoDate) => formatLongDate(isoDate, locale);
}
