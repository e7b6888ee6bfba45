import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { trpc } from '../../../trpc';
import { PrivacyDeclarationEditor } from './PrivacyDeclarationEditor';
import { UNDECLARED } from './privacyFormValues';

const HEADING_ID = 'section-privacy-declaration';

/**
 * The app's privacy declaration, saved on its own (outside the app's form): the data it collects, for the
 * App Store's privacy details, Google Play's Data safety form and the app's privacy page.
 */
export function AppPrivacyDeclaration({ appId }: { appId: number }) {
  const saved = trpc.admin.apps.privacyDeclaration.useQuery({ id: appId });
  const declaration = saved.data?.declaration ?? null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} size="h4" id={HEADING_ID}>
        Privacy declaration
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {declaration
          ? "What the app collects, for both stores' privacy forms; the app's privacy page shows it."
          : 'Not declared yet. Both stores ask what data the app collects; the privacy page shows it once saved.'}
      </Text>
      {saved.isPending ? (
        <Skeleton height={120} aria-label="Loading the privacy declaration" />
      ) : saved.isError ? (
        <Text c="red.8" role="alert">
          Failed to load the privacy declaration. Please try again.
        </Text>
      ) : (
        <PrivacyDeclarationEditor
          key={saved.data.updatedAt ?? 'undeclared'}
          appId={appId}
          initialValues={declaration ?? UNDECLARED}
          declared={declaration !== null}
        />
      )}
    </Paper>
  );
}
