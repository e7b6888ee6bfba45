import { useContext, useEffect } from 'react';
import { ServerPageContext } from './pageContext';
import type { PageHead } from '../head/pageHead';

/**
 * Declares the page's head: on the server it becomes the document's head tags; in the browser it keeps
 * the tab's title right as the visitor navigates.
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
