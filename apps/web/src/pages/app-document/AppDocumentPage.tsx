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
import { APP_DOCUMENTS } from './appDocuments';
import { APP_DOCUMENT_CATALOG } from './appDocumentCatalog';
import { LegalText } from './LegalText';
import { PrivacyDeclarationSection } from './PrivacyDeclarationSection';
import { usePageLocale } from '../../pageKit/pageLocale';
import { useCatalog } from '../../messages/useCatalog';

/**
 * /apps/{slug}/terms, /privacy and /account-deletion: one of an app's documents, in all its states. It
 * reads the app as the app's page does, so that opening it from there asks the server nothing. A kind
 * that has no page without its text (account deletion) is not found when the app has none.
 */
export function AppDocumentPage({ kind }: { kind: AppDocumentKind }) {
  const slug = useParams().slug ?? '';
  const app = useSiteQuery(appQuery(slug, usePageLocale()));
  const missing = app.data && !appDocumentText(app.data, kind);
  if (missing && APP_DOCUMENTS[kind].emptyText === null) return <NotFoundPage />;
  return <AppDocument kind={kind} slug={slug} />;
}

function AppDocument({ kind, slug }: { kind: AppDocumentKind; slug: string }) {
  const app = useSiteQuery(appQuery(slug, usePageLocale()));
  const texts = useCatalog(APP_DOCUMENT_CATALOG);
  const { t } = texts;
  const documentName = t(`document.${kind}`);
  const { emptyText } = APP_DOCUMENTS[kind];
  usePageHead((origin, site) => {
    if (app.isError) return unavailableHead(origin, t(`error.${kind}`), site);
    if (!app.data) return loadingHead(origin, documentName, site);
    return appDocumentHead(origin, { app: app.data, kind }, texts, site);
  });
  useResponseStatus(errorStatus(app.error));

  if (app.isError) {
    return (
      <ErrorView
        title={t(`error.${kind}`)}
        message={app.error.message || t('error.noData')}
        actionLabel={t('backToApp')}
        actionTo={appPath(slug)}
      />
    );
  }

  const text = app.data && appDocumentText(app.data, kind);
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <BackButton to={appPath(slug)}>{t('backToApp')}</BackButton>
        {app.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label={t('loading', { document: documentName })}>
            <Skeleton height={40} width="60%" />
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} width="75%" />
          </Stack>
        ) : (
          <>
            <Title order={1}>{t(`title.${kind}`, { app: app.data.name })}</Title>
            {kind === 'privacy' && <PrivacyDeclarationSection slug={slug} />}
            <DocumentPaper>
              {text ? (
                <LegalText text={text} documentName={documentName} />
              ) : (
                emptyText && <Text c="dimmed">{t(emptyText)}</Text>
              )}
            </DocumentPaper>
          </>
        )}
      </Stack>
    </Container>
  );
}
