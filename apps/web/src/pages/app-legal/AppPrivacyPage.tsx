import { useParams } from 'react-router-dom';
import { errorStatus } from '../../ssr/errorStatus';
import { trpc } from '../../trpc';
import { AppLegalView, type AppLegalDocumentKind } from './AppLegalView';

const PRIVACY: AppLegalDocumentKind = {
  pathSegment: 'privacy',
  documentName: 'Privacy Policy',
  emptyText: 'No privacy policy available for this app.',
  errorTitle: 'Error Loading Privacy Policy',
};

/** /apps/{slug}/privacy */
export function AppPrivacyPage() {
  const slug = useParams().slug ?? '';
  const privacy = trpc.apps.privacy.useQuery({ slug });
  return (
    <AppLegalView
      slug={slug}
      kind={PRIVACY}
      isPending={privacy.isPending}
      errorMessage={privacy.error?.message ?? null}
      errorStatus={errorStatus(privacy.error)}
      document={privacy.data && { appName: privacy.data.appName, text: privacy.data.privacy }}
    />
  );
}
