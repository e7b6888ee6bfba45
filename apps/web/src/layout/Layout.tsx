import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { usePageViews } from '../analytics/usePageViews';
import { PageLoader } from '../components/PageLoader';
import { useMessages } from '../messages/MessagesContext';
import { Footer } from './Footer';
import { Header } from './Header';
import { DeferredLanguageSuggestion } from './languages/DeferredLanguageSuggestion';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';
import classes from './Layout.module.css';

const MAIN_CONTENT_ID = 'main-content';

/** Every screen: header, main content (5rem below the top), footer. */
export function Layout() {
  useScrollToTopOnNavigate();
  usePageViews();
  const { t } = useMessages();
  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <DeferredLanguageSuggestion />
    </div>
  );
}
