import type { SubscriptionList } from '@studio/schemas';
import { useContext, useState } from 'react';
import { SiteCallsContext } from '../../apiCalls/siteCalls';
import { notifyFailure } from '../../notifications/notify';

/**
 * The unsubscribe button's call; answers the list as it is afterwards once it succeeded. A failure is told
 * under `failedTitle`, in the page's language.
 */
export function useUnsubscribe(token: string, failedTitle: string) {
  const calls = useContext(SiteCallsContext);
  const [isPending, setPending] = useState(false);
  const [result, setResult] = useState<SubscriptionList | null>(null);

  const unsubscribe = async () => {
    setPending(true);
    try {
      setResult((await calls.mutation('subscriptions.unsubscribe', { token })) as SubscriptionList);
    } catch (error) {
      notifyFailure(failedTitle, (error as Error).message);
    } finally {
      setPending(false);
    }
  };
  return { unsubscribe: () => void unsubscribe(), isPending, result };
}
