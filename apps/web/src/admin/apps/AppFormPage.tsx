import { useParams } from 'react-router-dom';
import { trpc } from '../../trpc';
import { AdminFormPage } from '../shared/AdminFormPage';
import { AppForm } from './AppForm';
import { EMPTY_APP_FORM_VALUES, appToFormValues } from './appFormValues';

/** /admin/apps/new and /admin/apps/edit/{id}: the mode follows from the id. */
export function AppFormPage() {
  const { id } = useParams();
  const isNew = id === undefined;
  const appId = Number(id);
  const isValidId = Number.isInteger(appId) && appId > 0;
  const app = trpc.admin.apps.byId.useQuery({ id: appId }, { enabled: !isNew && isValidId });

  return (
    <AdminFormPage
      isNew={isNew}
      item={app}
      back={{ label: 'Back to Apps', to: '/admin/apps' }}
      createHeading={{
        title: 'Add New App',
        description: 'Fill in the details of your new app or game.',
      }}
      editHeading={(edited) => ({ title: 'Edit App', description: `Editing "${edited.name}".` })}
      loadFailure={{
        title: 'Error Loading App',
        message: "We couldn't load the app data. It may not exist or there was a server error.",
        backLabel: 'Return to Apps',
      }}
    >
      {(edited) => (
        <AppForm
          key={edited?.id ?? 'new'}
          id={edited?.id ?? null}
          initialValues={edited ? appToFormValues(edited) : EMPTY_APP_FORM_VALUES}
        />
      )}
    </AdminFormPage>
  );
}
