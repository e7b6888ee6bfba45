import type { AppRouter } from '@studio/router';
import { createTRPCReact, httpBatchLink } from '@trpc/react-query';

/** Typed hooks for every procedure of the API, e.g. trpc.apps.list.useQuery(). */
export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
}
