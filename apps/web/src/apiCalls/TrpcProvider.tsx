import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { trpc } from '../trpc';
import { browserClient } from './browserClient';

/**
 * tRPC's React hooks for the signed-in area (sign-in, admin), which loads them with its own code: the same
 * client and query cache as the public pages' calls.
 */
export function TrpcProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <trpc.Provider client={browserClient()} queryClient={queryClient}>
      {children}
    </trpc.Provider>
  );
}
