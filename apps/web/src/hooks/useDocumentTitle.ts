import { useEffect } from 'react';
import { documentTitle } from '../head/pageHead';

/** Names a client-only page (admin, sign-in) in the browser tab; public pages declare a whole head. */
export function useDocumentTitle(pageTitle: string | null) {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
