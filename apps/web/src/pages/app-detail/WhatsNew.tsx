import { appReleasesPath, type Release } from '@studio/schemas';
import { ReleaseDate } from '../app-releases/ReleaseDate';
import { ReleaseNotes } from '../app-releases/ReleaseNotes';
import { SiteText } from '../../components/SiteText';
import { SiteTitle } from '../../components/SiteTitle';
import { TextLink } from '../../components/TextLink';
import classes from './AppDetailPage.module.css';

/** The latest release's notes, and the way to all of them; nothing while the app has none. */
export function WhatsNew({ slug, releases }: { slug: string; releases: readonly Release[] }) {
  const [latest] = releases;
  if (!latest) return null;
  return (
    <section aria-labelledby="whats-new">
      <SiteTitle order={2} id="whats-new" className={classes.releaseTitle}>
        What&apos;s new in {latest.version}
      </SiteTitle>
      <SiteText size="sm" dimmed className={classes.releaseDay}>
        <ReleaseDate day={latest.releasedAt} />
      </SiteText>
      <ReleaseNotes notes={latest.notes} />
      <TextLink to={appReleasesPath(slug)} weight={600}>
        All releases
      </TextLink>
    </section>
  );
}
