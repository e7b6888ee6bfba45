import { PUBLIC_PATHS, splitParagraphs, type App, type Release } from '@studio/schemas';
import { useParams } from 'react-router-dom';
import { ErrorView } from '../../components/ErrorView';
import { SiteText } from '../../components/SiteText';
import { SiteTitle } from '../../components/SiteTitle';
import { loadingHead, unavailableHead } from '../../head/siteHeads';
import { errorStatus } from '../../pageKit/errorStatus';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { appHead } from './appHead';
import { releasesQuery } from '../app-releases/releasesQuery';
import { appQuery } from './appQuery';
import { AppDetailSkeleton } from './AppDetailSkeleton';
import { AppSummaryHeader } from './AppSummaryHeader';
import { MediaStrip } from './MediaStrip';
import { NotifyAtLaunchForm } from './notify/NotifyAtLaunchForm';
import { WhatsNew } from './WhatsNew';
import classes from './AppDetailPage.module.css';
import { usePageLocale } from '../../pageKit/pageLocale';
import { useCatalog } from '../../messages/useCatalog';
import { APP_CATALOG } from './appCatalog';

/** /apps/{slug}: everything about one app. */
export function AppDetailPage() {
  const slug = useParams().slug ?? '';
  const texts = useCatalog(APP_CATALOG);
  const { t } = texts;
  const locale = usePageLocale();
  const app = useSiteQuery(appQuery(slug, locale));
  // The releases are extras: the page stands without them while they load or when they fail.
  const releases = useSiteQuery(releasesQuery(slug, locale)).data ?? [];
  usePageHead((origin, site) => {
    if (app.data) return appHead(origin, app.data, releases[0] ?? null, locale, texts, site);
    return app.isError
      ? unavailableHead(origin, t('error.title'), site)
      : loadingHead(origin, t('head.loadingTitle'), site);
  });
  useResponseStatus(errorStatus(app.error));

  if (app.isPending) return <AppDetailSkeleton />;
  if (app.isError) {
    return (
      <ErrorView
        title={t('error.title')}
        message={t('error.message')}
        actionLabel={t('error.backToApps')}
        actionTo={PUBLIC_PATHS.apps}
      />
    );
  }

  return <AppDetails app={app.data} releases={releases} />;
}

/**
 * An app as its page shows it, a coming-soon one with its sign-up for the launch e-mail; a preview link shows
 * a scheduled app the same way.
 */
export function AppDetails({ app, releases }: { app: App; releases: Release[] }) {
  const { t } = useCatalog(APP_CATALOG);
  return (
    <div className={classes.page}>
      <div className={`${classes.stack} ${classes.sections}`}>
        <AppSummaryHeader app={app} />
        {app.comingSoon && <NotifyAtLaunchForm appName={app.name} appSlug={app.slug} />}
        <MediaStrip appName={app.name} screenshots={app.screenshots} images={app.images} />
        <section aria-labelledby="about-app">
          <SiteTitle order={2} id="about-app" className={classes.sectionTitle}>
            {t('about.heading', { name: app.name })}
          </SiteTitle>
          <div className={classes.description}>
            {splitParagraphs(app.description).map((paragraph, index) => (
              <SiteText key={index} size="lg">
                {paragraph}
              </SiteText>
            ))}
          </div>
        </section>
        <WhatsNew slug={app.slug} releases={releases} />
      </div>
    </div>
  );
}
