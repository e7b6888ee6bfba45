import { useParams } from 'react-router-dom';
import { errorStatus } from '../../ssr/errorStatus';
import { trpc } from '../../trpc';
import { AppLegalView, type AppLegalDocumentKind } from './AppLegalView';

const TERMS: AppLegalDocumentKind = {
  pathSegment: 'terms',
  documentName: 'Terms of Use',
  emptyText: 'No terms of use available for this app.',
  errorTitle: 'Error Loading Terms',
};

/** /apps/{slug}/terms */
export function AppTermsPage() {
  const slug = useParams().slug ?? '';
  const terms = trpc.apps.terms.useQuery({ slug });
  return (
    <AppLegalView
      slug={slug}
      kind={TERMS}
      isPending={terms.isPending}
      errorMessage={terms.error?.message ?? null}
      errorStatus={errorStatus(terms.error)}
      document={terms.data && { appName: terms.data.appName, text: terms.data.terms }}
    />
  );
}
