import { Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { appPath, appReleasesFeedPath, localizedPath } from '@studio/schemas';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../components/BackButton';
import { ErrorView } from '../../components/ErrorView';
import { loadingHead, unavailableHead } from '../../head/siteHeads';
import { errorStatus } from '../../pageKit/errorStatus';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import { appQuery } from '../app-detail/appQuery';
import { releaseAnchor } from './releaseAnchor';
import { ReleaseDate } from './ReleaseDate';
import { releasesHead } from './releasesHead';
import { ReleaseNotes } from './ReleaseNotes';
import { releasesQuery } from './releasesQuery';
import { SiteIcon } from '../../icons/SiteIcon';
import { TextLink } from '../../components/TextLink';
import { ClassBadge } from '../../components/ClassBadge';
import { usePageLocale } from '../../pageKit/pageLocale';
import { useCatalog } from '../../messages/useCatalog';
import { RELEASES_CATALOG } from './releasesCatalog';

/** /apps/{slug}/releases: every version of an app with its notes, newest first. */
export function ReleasesPage() {
  const slug = useParams().slug ?? '';
  const locale = usePageLocale();
  const app = useSiteQuery(appQuery(slug, locale));
  const releases = useSiteQuery(releasesQuery(slug, locale));
  const error = app.error ?? releases.error;
  const texts = useCatalog(RELEASES_CATALOG);
  const { t } = texts;
  usePageHead((origin, site) => {
    if (error) return unavailableHead(origin, t('error.title'), site);
    return app.data
      ? releasesHead(origin, app.data, locale, texts, site)
      : loadingHead(origin, t('head.pageName'), site);
  });
  useResponseStatus(errorStatus(error));

  if (error) {
    return (
      <ErrorView
        title={t('error.title')}
        message={t('error.message')}
        actionLabel={t('backToApp')}
        actionTo={appPath(slug)}
      />
    );
  }
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <BackButton to={appPath(slug)}>{t('backToApp')}</BackButton>
        {!app.data || !releases.data ? (
          <Stack gap="md" aria-busy="true" aria-label={t('loading.label')}>
            <Skeleton height={40} width="60%" />
            <Skeleton height={120} />
          </Stack>
        ) : (
          <>
            <Group justify="space-between" align="center">
              <Title order={1}>{t('page.title', { name: app.data.name })}</Title>
              <TextLink href={localizedPath(appReleasesFeedPath(slug), locale)} weight={600}>
                <SiteIcon name="rss" size={16} /> {t('page.feed')}
              </TextLink>
            </Group>
            {releases.data.length === 0 && <Text c="dimmed">{t('page.empty')}</Text>}
            {releases.data.map((release) => (
              <Paper
                key={release.id}
                component="section"
                id={releaseAnchor(release.version)}
                aria-labelledby={`${releaseAnchor(release.version)}-title`}
                p="lg"
                radius="lg"
                withBorder
              >
                <Title order={2} size="h3" id={`${releaseAnchor(release.version)}-title`}>
                  {t('release.heading', { version: release.version })}
                </Title>
                <Group gap="xs" my="sm">
                  <Text size="sm" c="dimmed">
                    <ReleaseDate day={release.releasedAt} />
                  </Text>
                  {release.platforms.map((platform) => (
                    <ClassBadge key={platform} look="aqua">
                      {platform}
                    </ClassBadge>
                  ))}
                </Group>
                <ReleaseNotes notes={release.notes} />
              </Paper>
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}
