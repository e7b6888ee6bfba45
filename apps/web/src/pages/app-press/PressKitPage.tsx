import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  appPath,
  appPressZipPath,
  parseMediaEntry,
  splitParagraphs,
  studioNameOf,
  type App,
  type MediaEntry,
} from '@studio/schemas';
import { MediaItem } from '@studio/ui/media';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../components/BackButton';
import { ErrorView } from '../../components/ErrorView';
import { formatLongDate } from '../../format/formatLongDate';
import { loadingHead, unavailableHead } from '../../head/siteHeads';
import { errorStatus } from '../../pageKit/errorStatus';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import { appQuery } from '../app-detail/appQuery';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { FactSheet } from '../press/FactSheet';
import { pressFactsQuery } from '../press/pressFactsQuery';
import { PressImages } from './PressImages';
import { pressKitHead, pressKitTitle } from './pressKitHead';
import { QuoteList } from './QuoteList';
import { SiteIcon } from '../../icons/SiteIcon';
import { ClassButton } from '../../components/ClassButton';
import { TextLink } from '../../components/TextLink';
import { usePageLocale } from '../../pageKit/pageLocale';

const PRESS_KIT_ERROR_TITLE = 'Error Loading Press Kit';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb="md">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** /apps/{slug}/press: the press kit of an app whose kit the admin published; not found otherwise. */
export function PressKitPage() {
  const slug = useParams().slug ?? '';
  const app = useSiteQuery(appQuery(slug, usePageLocale()));
  if (app.data && !app.data.pressKitEnabled) return <NotFoundPage />;
  return <PressKit slug={slug} />;
}

function PressKit({ slug }: { slug: string }) {
  const app = useSiteQuery(appQuery(slug, usePageLocale()));
  const studio = useSiteQuery(pressFactsQuery);
  const error = app.error ?? studio.error;
  usePageHead((origin, site) => {
    if (error) return unavailableHead(origin, PRESS_KIT_ERROR_TITLE, site);
    return app.data ? pressKitHead(origin, app.data, site) : loadingHead(origin, 'Press kit', site);
  });
  useResponseStatus(errorStatus(error));

  if (error) {
    return (
      <ErrorView
        title={PRESS_KIT_ERROR_TITLE}
        message="We couldn't load this press kit. It may not exist or there was a server error."
        actionLabel="Back to App"
        actionTo={appPath(slug)}
      />
    );
  }
  if (!app.data || !studio.data) {
    return (
      <Container size="lg" py={48}>
        <Stack gap="md" aria-busy="true" aria-label="Loading the press kit">
          <Skeleton height={40} width="60%" />
          <Skeleton height={200} />
        </Stack>
      </Container>
    );
  }
  const kit = app.data;
  const videos = kit.screenshots
    .map(parseMediaEntry)
    .filter((media): media is MediaEntry => media !== null && media.kind !== 'image');
  return (
    <Container size="lg" py={48}>
      <Stack gap={40}>
        <BackButton to={appPath(slug)}>Back to App</BackButton>
        <Group justify="space-between" align="center">
          <Title order={1}>{pressKitTitle(kit)}</Title>
          <ClassButton
            component="a"
            href={appPressZipPath(kit.slug)}
            download
            look="filled"
            leftSection={<SiteIcon name="download" size={18} />}
          >
            Download press kit (ZIP)
          </ClassButton>
        </Group>
        <Section id="fact-sheet" title="Fact sheet">
          <FactSheet facts={factsOf(kit, studioNameOf(studio.data), studio.data.contact)} />
        </Section>
        <Section id="description" title="Description">
          {splitParagraphs(kit.description).map((paragraph, index) => (
            <Text key={index} component="p" m={0} mb="sm">
              {paragraph}
            </Text>
          ))}
        </Section>
        {kit.features.length > 0 && (
          <Section id="features" title="Features">
            <ul>
              {kit.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </Section>
        )}
        {videos.length > 0 && (
          <Section id="videos" title="Videos">
            <Group gap="md" align="flex-start">
              {videos.map((video, index) => (
                <div key={video.url} style={{ width: 248 }}>
                  <MediaItem
                    media={video}
                    label={`${kit.name} video ${index + 1}`}
                    playLabel={`Play ${kit.name} video ${index + 1}`}
                  />
                </div>
              ))}
            </Group>
          </Section>
        )}
        <Section id="images" title="Images">
          <PressImages app={kit} />
        </Section>
        {kit.awards.length > 0 && (
          <Section id="awards" title="Awards">
            <QuoteList items={kit.awards} />
          </Section>
        )}
        {kit.quotes.length > 0 && (
          <Section id="quotes" title="Quotes">
            <QuoteList items={kit.quotes} />
          </Section>
        )}
        {kit.credits.length > 0 && (
          <Section id="credits" title="Credits">
            <FactSheet facts={kit.credits.map(({ name, role }) => [name, role])} />
          </Section>
        )}
      </Stack>
    </Container>
  );
}

function factsOf(app: App, developer: string, studioContact: string): Array<[string, ReactNode]> {
  const contact = app.pressContact ?? studioContact;
  return [
    ['Developer', developer],
    ['Release date', app.releaseDate && formatLongDate(app.releaseDate)],
    ['Platforms', app.platforms.join(', ')],
    ['Price', app.price],
    [
      'Website',
      <TextLink key="website" to={appPath(app.slug)}>
        {app.name}
      </TextLink>,
    ],
    [
      'App Store',
      app.appStoreLink && <TextLink href={app.appStoreLink}>{app.appStoreLink}</TextLink>,
    ],
    [
      'Google Play',
      app.playStoreLink && <TextLink href={app.playStoreLink}>{app.playStoreLink}</TextLink>,
    ],
    ['Press contact', contact && <TextLink href={`mailto:${contact}`}>{contact}</TextLink>],
  ];
}
