import { useContext, useEffect } from 'react';
import type { PageHead } from '../head/pageHead';
import type { Messages } from '../messages/messages';
import { useMessages } from '../messages/MessagesContext';
import { ServerPageContext } from './pageContext';

/**
 * Declares the page's head: on the server it becomes the document's head tags (with the site's share image
 * for a page without a picture of its own); in the browser it keeps the tab's title right as the visitor
 * navigates. `build` gets the site's texts in the page's language too (its description, siteHeads.ts).
 */
export function usePageHead(build: (origin: string, site: Messages) => PageHead): void {
  const serverPage = useContext(ServerPageContext);
  const head = build(serverPage?.origin ?? window.location.origin, useMessages());
  serverPage?.setHead(head);
  const { title } = head;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
