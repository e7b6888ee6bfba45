import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BackButton } from '../../components/BackButton';
import { ErrorView } from '../../components/ErrorView';
import { appLegalHead, loadingHead, unavailableHead } from '../../head/pageHeads';
import { usePageHead } from '../../head/usePageHead';
import { useResponseStatus } from '../../ssr/useResponseStatus';
import { LegalText } from './LegalText';

export const NO_DATA_MESSAGE = 'No data received from the server';

export interface AppLegalDocumentKind {
  /** e.g. "Terms of Use"; the title is the app name followed by it. */
  documentName: string;
  /** The page's path below the app's, e.g. "terms". */
  pathSegment: string;
  emptyText: string;
  errorTitle: string;
}

interface AppLegalViewProps {
  slug: string;
  kind: AppLegalDocumentKind;
  isPending: boolean;
  /** The failure's message and status, when the call failed. */
  errorMessage: string | null;
  errorStatus: number | null;
  document: { appName: string; text: string | null } | undefined;
}

/** An app's terms or privacy page, in all its states. */
export function AppLegalView({
  slug,
  kind,
  isPending,
  errorMessage,
  errorStatus,
  document,
}: AppLegalViewProps) {
  const appPath = `/apps/${slug}`;
  const title = document ? `${document.appName} ${kind.documentName}` : kind.documentName;
  const failed = !isPending && (errorMessage !== null || !document);
  usePageHead((origin) => {
    if (failed) return unavailableHead(origin, kind.errorTitle);
    if (!document) return loadingHead(origin, title);
    return appLegalHead(origin, {
      appName: document.appName,
      slug,
      documentName: kind.documentName,
      path: `${appPath}/${kind.pathSegment}`,
    });
  });
  useResponseStatus(failed ? (errorStatus ?? 500) : null);

  if (failed) {
    return (
      <ErrorView
        title={kind.errorTitle}
        message={errorMessage || NO_DATA_MESSAGE}
        actionLabel="Back to App"
        actionTo={appPath}
      />
    );
  }

  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <BackButton to={appPath}>Back to App</BackButton>
        {isPending || !document ? (
          <Stack gap="md" aria-busy="true" aria-label={`Loading ${kind.documentName}`}>
            <Skeleton height={40} width="60%" />
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} width="75%" />
          </Stack>
        ) : (
          <>
            <Title order={1}>{title}</Title>
            <Paper p={{ base: 'lg', sm: 40 }} radius="xl" shadow="sm" withBorder>
              {document.text?.trim() ? (
                <LegalText text={document.text} documentName={kind.documentName} />
              ) : (
                <Text c="dimmed">{kind.emptyText}</Text>
              )}
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
