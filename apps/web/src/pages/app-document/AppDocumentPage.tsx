import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { appDocumentText, appPath, type AppDocumentKind } from '@studio/schemas';
import { useParams } from 'react-router-dom';
import { BackButton } from '../../components/BackButton';
import { DocumentPaper } from '../../components/DocumentPaper';
import { ErrorView } from '../../components/ErrorView';
import { loadingHead, unavailableHead } from '../../head/siteHeads';
import { errorStatus } from '../../pageKit/errorStatus';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import { appQuery } from '../app-detail/appQuery';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { appDocumentHead } from './appDocumentHead';
import { APP_DOCUMENT_TEXTS } from './appDocumentTexts';
import { LegalText } from './LegalText';
import { PrivacyDeclarationSection } from './PrivacyDeclarationSection';
import { usePageLocale } from '../../pageKit/pageLocale';

export const NO_DATA_MESSAGE = 'No data received from the server';

/**
 * /apps/{slug}/terms, /privacy and /account-deletion: one of an app's documents, in all its states. It
 * reads the app as the app's page does, so that opening it from there asks the server nothing. A kind
 * that has no page without its text (account deletion) is not found when the app has none.
 */
export function AppDocumentPage({ kind }: { kind: AppDocumentKind }) {
  const slug = useParams().slug ?? '';
  const app = useSiteQuery(appQuery(slug, usePageLocale()));
  const missing = app.data && !appDocumentText(app.data, kind);
  if (missing && APP_DOCUMENT_TEXTS[kind].emptyText === null) return <NotFoundPage />;
  return <AppDocument kind={kind} slug={slug} />;
}

function AppDocument({ kind, slug }: { kind: AppDocumentKind; slug: string }) {
  const app = useSiteQuery(appQuery(slug, usePageLocale()));
  const texts = APP_DOCUMENT_TEXTS[kind];
  const title = app.data ? `${app.data.name} ${texts.documentName}` : texts.documentName;
  usePageHead((origin, site) => {
    if (app.isError) return unavailableHead(origin, texts.errorTitle, site);
    if (!app.data) return loadingHead(origin, title, site);
    return appDocumentHead(origin, { appName: app.data.name, slug: app.data.slug, kind }, site);
  });
  useResponseStatus(errorStatus(app.error));

  if (app.isError) {
    return (
      <ErrorView
        title={texts.errorTitle}
        message={app.error.message || NO_DATA_MESSAGE}
        actionLabel="Back to App"
        actionTo={appPath(slug)}
      />
    );
  }

  const text = app.data && appDocumentText(app.data, kind);
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <BackButton to={appPath(slug)}>Back to App</BackButton>
        {app.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label={`Loading ${texts.documentName}`}>
            <Skeleton height={40} width="60%" />
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} width="75%" />
          </Stack>
        ) : (
          <>
            <Title order={1}>{title}</Title>
            {kind === 'privacy' && <PrivacyDeclarationSection slug={slug} />}
            <DocumentPaper>
              {text ? (
                <LegalText text={text} documentName={texts.documentName} />
              ) : (
                <Text c="dimmed">{texts.emptyText}</Text>
              )}
            </DocumentPaper>
          </>
        )}
      </Stack>
    </Container>
  );
}
