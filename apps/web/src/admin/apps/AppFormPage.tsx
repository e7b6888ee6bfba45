import { Button, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { trpc } from '../../trpc';
import AdminPageHeader from '../shared/AdminPageHeader';
import LoadFailure from '../shared/LoadFailure';
import PageLoader from '../shared/PageLoader';
import AppForm from './AppForm';
import { EMPTY_APP_FORM_VALUES, appToFormValues } from './appFormValues';

/** /admin/apps/new and /admin/apps/edit/{id}: the mode follows from the id. */
export default function AppFormPage() {
  const { id } = useParams();
  const isNew = id === undefined;
  const app = trpc.apps.byParam.useQuery({ param: id ?? '' }, { enabled: !isNew });

  if (!isNew && app.isLoading) return <PageLoader />;
  if (!isNew && !app.data) {
    return (
      <LoadFailure
        title="Error Loading App"
        message="We couldn't load the app data. It may not exist or there was a server error."
        backLabel="Return to Apps"
        backTo="/admin/apps"
      />
    );
  }

  return (
    <Container size="xl" py="xl">
      <Button
        component={Link}
        to="/admin/apps"
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        mb="sm"
        px={0}
      >
        Back to Apps
      </Button>
      <AdminPageHeader
        title={isNew ? 'Add New App' : 'Edit App'}
        description={
          isNew ? 'Fill in the details of your new app or game.' : `Editing "${app.data?.name}".`
        }
      />
      <AppForm
        key={app.data?.id ?? 'new'}
        id={app.data?.id ?? null}
        initialValues={app.data ? appToFormValues(app.data) : EMPTY_APP_FORM_VALUES}
      />
    </Container>
  );
}
