import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { signedInQueryClient } from '../queryClient';
import { useQueryStore } from '../queryStore/QueryStoreContext';
import { trpc } from '../trpc';
import { browserClient } from './browserClient';

/**
 * tRPC's React hooks and TanStack Query for the signed-in area (sign-in, admin), which loads them with its
 * own code: the same client as the public pages' calls, and one query cache for the page load.
 */
export function TrpcProvider({ children }: { children: ReactNode }) {
  const queryClient = signedInQueryClient(useQueryStore());
  return (
    <QueryClientProvider client={queryClient}>
      <trpc.Provider client={browserClient()} queryClient={queryClient}>
        {children}
      </trpc.Provider>
    </QueryClientProvider>
  );
}
