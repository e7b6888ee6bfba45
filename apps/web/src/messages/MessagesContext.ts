import { createContext, useContext } from 'react';
import type { Messages } from './messages';

/** The page's language and its texts: given by App (or the test providers), read by every public screen. */
export const MessagesContext = createContext<Messages | null>(null);

/** The page's messages. */
export function useMessages(): Messages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useMessages needs the MessagesContext of App');
  return messages;
}
