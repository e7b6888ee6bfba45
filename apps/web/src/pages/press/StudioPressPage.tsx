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

const PRESS_TITLE = 'Press';
const PRESS_DESCRIPTION =
  'Facts about the studio, its logo and a press kit for each of our games and apps.';
/** The studio's mark, as the site's icon ships it. */
const LOGO_PATH = '/favicon.svg';

/** /press: the studio's fact sheet and logo, and a card for every app with a press kit. */
export function StudioPressPage() {
  const studio = useSiteQuery(pressFactsQuery);
  const apps = useSiteQuery(appsQuery(usePageLocale()));
  const error = studio.error ?? apps.error;
  usePageHead((origin, site) =>
    error
      ? unavailableHead(origin, PRESS_TITLE, site)
      : staticPageHead(origin, {
          title: PRESS_TITLE,
          description: PRESS_DESCRIPTION,
          path: PUBLIC_PATHS.press,
        }),
  );
  useResponseStatus(errorStatus(error));

  if (error) {
    return (
      <ErrorView
        title="Error Loading Press Page"
        message="We couldn't load the press page. Please try again later."
        actionLabel="Back to Home"
        actionTo={PUBLIC_PATHS.home}
      />
    );
  }
  const facts = studio.data;
  const kits = (apps.data ?? []).filter((app) => app.pressKitEnabled);
  return (
    <>
      <PageHeader eyebrow="Press" title="Press kit" description={PRESS_DESCRIPTION} />
      <Container size="lg" py={48}>
        <Stack gap={40}>
          <section aria-labelledby="studio-facts">
            <Title order={2} id="studio-facts" mb="md">
              Studio fact sheet
            </Title>
            <Group align="flex-start" gap="xl">
              <Stack gap="xs" align="center">
                <img
                  src={LOGO_PATH}
                  alt={`${facts ? studioNameOf(facts) : ''} logo`}
                  width={96}
                  height={96}
                />
                <TextLink href={LOGO_PATH} download size="sm">
                  Logo (SVG)
                </TextLink>
              </Stack>
              {facts && (
                <FactSheet
                  facts={[
                    ['Name', studioNameOf(facts)],
                    ['Founded', facts.founded],
                    ['Based in', facts.basedIn],
                    ['Size', facts.size],
                    [
                      'Press contact',
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
              Press kits
            </Title>
            {apps.data && kits.length === 0 && <Text c="dimmed">No press kits yet.</Text>}
            <CardGrid>
              {kits.map((app) => (
                <Card key={app.id} withBorder radius="lg" padding="lg">
                  <Group wrap="nowrap" align="flex-start">
                    <ImageWithFallback
                      src={app.icon}
                      resizableWidth={resizableWidth(app.images, app.icon)}
                      alt={`${app.name} icon`}
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
                        {app.name} press kit
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
