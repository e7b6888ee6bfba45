import { lazy, Suspense } from 'react';
import { useInBrowser } from '../../hooks/useInBrowser';
import { useSiteLanguages } from '../../pageKit/siteLanguages';

const LanguageSuggestion = lazy(async () => ({
  default: (await import('./LanguageSuggestion')).LanguageSuggestion,
}));

/**
 * The language suggestion, from the browser's preferences: loaded after hydration (the server's page is the
 * same for every visitor), and only on a site in several languages, so no page's first load carries it.
 */
export function DeferredLanguageSuggestion() {
  const inBrowser = useInBrowser();
  const languages = useSiteLanguages();
  if (!inBrowser || !languages) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion />
    </Suspense>
  );
}
