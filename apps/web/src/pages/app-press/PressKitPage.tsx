import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  appPath,
  appPressZipPath,
  localizedPath,
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
import { useListFormat } from '../../format/useListFormat';
import { useLongDate } from '../../format/useLongDate';
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
import { pressKitHead } from './pressKitHead';
import { QuoteList } from './QuoteList';
import { SiteIcon } from '../../icons/SiteIcon';
import { ClassButton } from '../../components/ClassButton';
import { TextLink } from '../../components/TextLink';
import { usePageLocale } from '../../pageKit/pageLocale';
import { useCatalog } from '../../messages/useCatalog';
import { PRESS_KIT_CATALOG } from './pressKitCatalog';

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
  const locale = usePageLocale();
  const app = useSiteQuery(appQuery(slug, locale));
  const studio = useSiteQuery(pressFactsQuery(locale));
  const error = app.error ?? studio.error;
  const texts = useCatalog(PRESS_KIT_CATALOG);
  const { t } = texts;
  usePageHead((origin, site) => {
    if (error) return unavailableHead(origin, t('error.title'), site);
    return app.data
      ? pressKitHead(origin, app.data, texts, site)
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
  if (!app.data || !studio.data) {
    return (
      <Container size="lg" py={48}>
        <Stack gap="md" aria-busy="true" aria-label={t('loading.label')}>
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
        <BackButton to={appPath(slug)}>{t('backToApp')}</BackButton>
        <Group justify="space-between" align="center">
          <Title order={1}>{t('page.title', { name: kit.name })}</Title>
          <ClassButton
            component="a"
            href={localizedPath(appPressZipPath(kit.slug), locale)}
            download
            look="filled"
            leftSection={<SiteIcon name="download" size={18} />}
          >
            {t('page.download')}
          </ClassButton>
        </Group>
        <Section id="fact-sheet" title={t('section.factSheet')}>
          <AppFacts
            app={kit}
            developer={studioNameOf(studio.data)}
            studioContact={studio.data.contact}
          />
        </Section>
        <Section id="description" title={t('section.description')}>
          {splitParagraphs(kit.description).map((paragraph, index) => (
            <Text key={index} component="p" m={0} mb="sm">
              {paragraph}
            </Text>
          ))}
        </Section>
        {kit.features.length > 0 && (
          <Section id="features" title={t('section.features')}>
            <ul>
              {kit.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </Section>
        )}
        {videos.length > 0 && (
          <Section id="videos" title={t('section.videos')}>
            <Group gap="md" align="flex-start">
              {videos.map((video, index) => {
                const label = t('media.video', { name: kit.name, position: index + 1 });
                return (
                  <div key={video.url} style={{ width: 248 }}>
                    <MediaItem media={video} label={label} playLabel={t('media.play', { label })} />
                  </div>
                );
              })}
            </Group>
          </Section>
        )}
        <Section id="images" title={t('section.images')}>
          <PressImages app={kit} />
        </Section>
        {kit.awards.length > 0 && (
          <Section id="awards" title={t('section.awards')}>
            <QuoteList items={kit.awards} />
          </Section>
        )}
        {kit.quotes.length > 0 && (
          <Section id="quotes" title={t('section.quotes')}>
            <QuoteList items={kit.quotes} />
          </Section>
        )}
        {kit.credits.length > 0 && (
          <Section id="credits" title={t('section.credits')}>
            <FactSheet facts={kit.credits.map(({ name, role }) => [name, role])} />
          </Section>
        )}
      </Stack>
    </Container>
  );
}

interface AppFactsProps {
  app: App;
  developer: string;
  studioContact: string;
}

/** The app's facts for the press: the studio is its developer and, unless the app has its own, its contact. */
function AppFacts({ app, developer, studioContact }: AppFactsProps) {
  const { t } = useCatalog(PRESS_KIT_CATALOG);
  const longDate = useLongDate();
  const list = useListFormat();
  const contact = app.pressContact ?? studioContact;
  return (
    <FactSheet
      facts={[
        [t('facts.developer'), developer],
        [t('facts.releaseDate'), app.releaseDate && longDate(app.releaseDate)],
        [t('facts.platforms'), list(app.platforms)],
        [t('facts.price'), app.price],
        [
          t('facts.website'),
          <TextLink key="website" to={appPath(app.slug)}>
            {app.name}
          </TextLink>,
        ],
        [
          t('facts.appStore'),
          app.appStoreLink && <TextLink href={app.appStoreLink}>{app.appStoreLink}</TextLink>,
        ],
        [
          t('facts.googlePlay'),
          app.playStoreLink && <TextLink href={app.playStoreLink}>{app.playStoreLink}</TextLink>,
        ],
        [t('facts.contact'), contact && <TextLink href={`mailto:${contact}`}>{contact}</TextLink>],
      ]}
    />
  );
}
