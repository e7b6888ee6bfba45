import { ErrorView } from '../../components/ErrorView';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRetryFailedRequests } from './useRetryFailedRequests';

interface LoadFailureProps {
  title: string;
  message: string;
  backLabel: string;
  backTo: string;
}

/** Shown instead of a form whose item could not be loaded. */
export function LoadFailure({ title, message, backLabel, backTo }: LoadFailureProps) {
  useDocumentTitle(title);
  const retry = useRetryFailedRequests();
  return (
    <ErrorView
      title={title}
      message={message}
      actionLabel={backLabel}
      actionTo={backTo}
      retry={retry}
    />
  );
}
