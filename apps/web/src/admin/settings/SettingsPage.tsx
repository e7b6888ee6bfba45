import { Container, Skeleton, Stack } from '@mantine/core';
import { BackButton } from '../../components/BackButton';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { LoadErrorAlert } from '../shared/LoadErrorAlert';
import { AppAdsTxtForm } from './AppAdsTxtForm';

/** /admin/settings: site-wide settings. */
export function SettingsPage() {
  const appAds = trpc.admin.settings.appAds.useQuery();
  return (
    <Container size="md" py="xl">
      <Stack gap="sm">
        <BackButton to="/admin/dashboard">Back to Dashboard</BackButton>
        <AdminPageHeader
          title="Site Settings"
          description="Files the site serves for the stores and ad networks."
        />
      </Stack>
      {appAds.isError ? (
        <LoadErrorAlert
          message="Failed to load the settings. Please try again."
          // refetch reports a failure through the query's state; its promise never rejects.
          onRetry={() => void appAds.refetch()}
        />
      ) : appAds.data ? (
        <AppAdsTxtForm content={appAds.data.content} />
      ) : (
        <Skeleton height={260} radius="md" />
      )}
    </Container>
  );
}
