import type { SubscriptionList } from '@studio/schemas';
import { useContext, useState } from 'react';
import { SiteCallsContext } from '../../apiCalls/siteCalls';
import { notifyFailure } from '../../notifications/notify';

/** The unsubscribe button's call; answers the list as it is afterwards once it succeeded. */
export function useUnsubscribe(token: string) {
  const calls = useContext(SiteCallsContext);
  const [isPending, setPending] = useState(false);
  const [result, setResult] = useState<SubscriptionList | null>(null);

  const unsubscribe = async () => {
    setPending(true);
    try {
      setResult((await calls.mutation('subscriptions.unsubscribe', { token })) as SubscriptionList);
    } catch (error) {
      notifyFailure('Unsubscribe failed', (error as Error).message);
    } finally {
      setPending(false);
    }
  };
  return { unsubscribe: () => void unsubscribe(), isPending, result };
}
