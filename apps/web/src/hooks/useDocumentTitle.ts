import { useEffect } from 'react';
import { STUDIO_NAME } from '../studio';

/** Names the page in the browser tab (and for screen readers announcing navigation). */
export function useDocumentTitle(pageTitle: string | null) {
  useEffect(() => {
    document.title = pageTitle
      ? `${pageTitle} | ${STUDIO_NAME}`
      : `${STUDIO_NAME} | Mobile Games & Apps`;
  }, [pageTitle]);
}
