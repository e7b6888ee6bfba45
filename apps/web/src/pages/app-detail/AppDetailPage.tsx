import { Container, Stack, Text, Title } from '@mantine/core';
import { splitParagraphs } from '@studio/schemas';
import { useParams } from 'react-router-dom';
import { ErrorView } from '../../components/ErrorView';
import { smartAppBanner } from '../../head/smartAppBanner';
import { useMetaTag } from '../../head/useMetaTag';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { trpc } from '../../trpc';
import { AppDetailSkeleton } from './AppDetailSkeleton';
import { AppSummaryHeader } from './AppSummaryHeader';
import { MediaStrip } from './MediaStrip';
import classes from './AppDetailPage.module.css';

const APP_LOAD_ERROR_TITLE = 'Error Loading App';
const APP_LOAD_ERROR_MESSAGE =
  "We couldn't load the details for this app. It may not exist or there was a server error.";

/** /apps/{slug}: everything about one app. */
export function AppDetailPage() {
  const slug = useParams().slug ?? '';
  const app = trpc.apps.byParam.useQuery({ param: slug });
  useDocumentTitle(app.data?.name ?? (app.isError ? APP_LOAD_ERROR_TITLE : 'App'));
  useMetaTag(smartAppBanner(app.data?.appStoreLink ?? null));

  if (app.isPending) return <AppDetailSkeleton />;
  if (app.isError) {
    return (
      <ErrorView
        title={APP_LOAD_ERROR_TITLE}
        message={APP_LOAD_ERROR_MESSAGE}
        actionLabel="Return to Apps"
        actionTo="/apps"
      />
    );
  }

  return (
    <Container size="lg" py={48}>
      <Stack gap={48}>
        <AppSummaryHeader app={app.data} />
        <MediaStrip
          appName={app.data.name}
          screenshots={app.data.screenshots}
          images={app.data.images}
        />
        <section aria-labelledby="about-app">
          <Title order={2} id="about-app" mb="md">
            About {app.data.name}
          </Title>
          <div className={classes.description}>
            {splitParagraphs(app.data.description).map((paragraph, index) => (
              <Text key={index} component="p" size="lg">
                {paragraph}
              </Text>
            ))}
          </div>
        </section>
      </Stack>
    </Container>
  );
}
