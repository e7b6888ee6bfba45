import { useParams } from 'react-router-dom';
import { trpc } from '../../trpc';
import { AppLegalView, type AppLegalDocumentKind } from './AppLegalView';

const ACCOUNT_DELETION: AppLegalDocumentKind = {
  documentName: 'Account Deletion',
  emptyText: 'No account deletion instructions available for this app.',
  errorTitle: 'Error Loading Account Deletion',
};

/** /apps/{slug}/account-deletion: how users delete their account, as Google Play asks for. */
export function AppAccountDeletionPage() {
  const slug = useParams().slug ?? '';
  const page = trpc.apps.accountDeletion.useQuery({ slug });
  return (
    <AppLegalView
      slug={slug}
      kind={ACCOUNT_DELETION}
      isPending={page.isPending}
      errorMessage={page.error?.message ?? null}
      document={page.data && { appName: page.data.appName, text: page.data.accountDeletion }}
    />
  );
}
