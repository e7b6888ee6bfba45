import { useContext, useEffect } from 'react';
import { withPreviewImage, type PageHead } from '../head/pageHead';
import { ServerPageContext } from './pageContext';
import { useShareImage } from './shareImage';

/**
 * Declares the page's head: on the server it becomes the document's head tags; in the browser it keeps
 * the tab's title right as the visitor navigates. A page without a picture of its own is previewed with
 * the site's share image.
 */
export function usePageHead(build: (origin: string) => PageHead): void {
  const serverPage = useContext(ServerPageContext);
  const origin = serverPage?.origin ?? window.location.origin;
  const head = withPreviewImage(build(origin), useShareImage(origin));
  serverPage?.setHead(head);
  const { title } = head;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
