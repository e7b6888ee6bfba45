import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top, as with full page loads (in-page #anchors are left alone). */
export function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
