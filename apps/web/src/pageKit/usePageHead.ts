import { useContext, useEffect } from 'react';
import type { PageHead } from '../head/pageHead';
import { ServerPageContext } from './pageContext';

/**
 * Declares the page's head: on the server it becomes the document's head tags (with the site's share image
 * for a page without a picture of its own); in the browser it keeps the tab's title right as the visitor
 * navigates.
 */
export function usePageHead(build: (origin: string) => PageHead): void {
  const serverPage = useContext(ServerPageContext);
  const head = build(serverPage?.origin ?? window.location.origin);
  serverPage?.setHead(head);
  const { title } = head;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
