import { appReleasesPath, type Release } from '@studio/schemas';
import { ReleaseDate } from '../app-releases/ReleaseDate';
import { ReleaseNotes } from '../app-releases/ReleaseNotes';
import { SiteText } from '../../components/SiteText';
import { SiteTitle } from '../../components/SiteTitle';
import { TextLink } from '../../components/TextLink';
import classes from './AppDetailPage.module.css';
import { useCatalog } from '../../messages/useCatalog';
import { APP_CATALOG } from './appCatalog';

/** The latest release's notes, and the way to all of them; nothing while the app has none. */
export function WhatsNew({ slug, releases }: { slug: string; releases: readonly Release[] }) {
  const { t } = useCatalog(APP_CATALOG);
  const [latest] = releases;
  if (!latest) return null;
  return (
    <section aria-labelledby="whats-new">
      <SiteTitle order={2} id="whats-new" className={classes.releaseTitle}>
        {t('whatsNew.heading', { version: latest.version })}
      </SiteTitle>
      <SiteText size="sm" dimmed className={classes.releaseDay}>
        <ReleaseDate day={latest.releasedAt} />
      </SiteText>
      <ReleaseNotes notes={latest.notes} />
      <TextLink to={appReleasesPath(slug)} weight={600}>
        {t('whatsNew.allReleases')}
      </TextLink>
    </section>
  );
}
