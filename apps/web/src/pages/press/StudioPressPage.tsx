import { Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { appPressPath, PUBLIC_PATHS, studioNameOf, resizableWidth } from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import { CardGrid } from '../../components/CardGrid';
import { ErrorView } from '../../components/ErrorView';
import { PageHeader } from '../../components/PageHeader';
import { staticPageHead, unavailableHead } from '../../head/siteHeads';
import { errorStatus } from '../../pageKit/errorStatus';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import { appsQuery } from '../apps/appsQuery';
import { FactSheet } from './FactSheet';
import { pressFactsQuery } from './pressFactsQuery';
import { TextLink } from '../../components/TextLink';
import { usePageLocale } from '../../pageKit/pageLocale';
import { useMessages } from '../../messages/MessagesContext';
import { useCatalog } from '../../messages/useCatalog';
import { STUDIO_PRESS_CATALOG } from './studioPressCatalog';

/** The studio's mark, as the site's icon ships it. */
const LOGO_PATH = '/favicon.svg';

/** /press: the studio's fact sheet and logo, and a card for every app with a press kit. */
export function StudioPressPage() {
  const locale = usePageLocale();
  const studio = useSiteQuery(pressFactsQuery(locale));
  const apps = useSiteQuery(appsQuery(locale));
  const error = studio.error ?? apps.error;
  const { t } = useCatalog(STUDIO_PRESS_CATALOG);
  const backHome = useMessages().t('common.backHome');
  const description = t('page.description');
  usePageHead((origin, site) =>
    error
      ? unavailableHead(origin, t('head.title'), site)
      : staticPageHead(
          origin,
          { title: t('head.title'), description, path: PUBLIC_PATHS.press },
          site,
        ),
  );
  useResponseStatus(errorStatus(error));

  if (error) {
    return (
      <ErrorView
        title={t('error.title')}
        message={t('error.message')}
        actionLabel={backHome}
        actionTo={PUBLIC_PATHS.home}
      />
    );
  }
  const facts = studio.data;
  const kits = (apps.data ?? []).filter((app) => app.pressKitEnabled);
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} description={description} />
      <Container size="lg" py={48}>
        <Stack gap={40}>
          <section aria-labelledby="studio-facts">
            <Title order={2} id="studio-facts" mb="md">
              {t('facts.title')}
            </Title>
            <Group align="flex-start" gap="xl">
              <Stack gap="xs" align="center">
                <img
                  src={LOGO_PATH}
                  alt={t('facts.logoAlt', { studio: facts ? studioNameOf(facts) : '' })}
                  width={96}
                  height={96}
                />
                <TextLink href={LOGO_PATH} download size="sm">
                  {t('facts.logoDownload')}
                </TextLink>
              </Stack>
              {facts && (
                <FactSheet
                  facts={[
                    [t('facts.name'), studioNameOf(facts)],
                    [t('facts.founded'), facts.founded],
                    [t('facts.basedIn'), facts.basedIn],
                    [t('facts.size'), facts.size],
                    [
                      t('facts.contact'),
                      facts.contact && (
                        <TextLink href={`mailto:${facts.contact}`}>{facts.contact}</TextLink>
                      ),
                    ],
                  ]}
                />
              )}
            </Group>
          </section>
          <section aria-labelledby="press-kits">
            <Title order={2} id="press-kits" mb="md">
              {t('kits.title')}
            </Title>
            {apps.data && kits.length === 0 && <Text c="dimmed">{t('kits.empty')}</Text>}
            <CardGrid>
              {kits.map((app) => (
                <Card key={app.id} withBorder radius="lg" padding="lg">
                  <Group wrap="nowrap" align="flex-start">
                    <ImageWithFallback
                      src={app.icon}
                      resizableWidth={resizableWidth(app.images, app.icon)}
                      alt={t('kits.iconAlt', { name: app.name })}
                      width={64}
                      height={64}
                      radius={14}
                    />
                    <Stack gap={4}>
                      <Title order={3} size="h4">
                        {app.name}
                      </Title>
                      <Text size="sm">{app.shortDescription}</Text>
                      <TextLink to={appPressPath(app.slug)} weight={600}>
                        {t('kits.link', { name: app.name })}
                      </TextLink>
                    </Stack>
                  </Group>
                </Card>
              ))}
            </CardGrid>
          </section>
        </Stack>
      </Container>
    </>
  );
}
