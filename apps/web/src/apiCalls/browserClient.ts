import type { AppRouter } from '@studio/router';
import { createTRPCUntypedClient, httpBatchLink, type TRPCUntypedClient } from '@trpc/client';

let client: TRPCUntypedClient<AppRouter> | undefined;

/** The browser's one tRPC client, sending the session cookie: the public pages' calls and the hooks' share it. */
export function browserClient(): TRPCUntypedClient<AppRouter> {
  client ??= createTRPCUntypedClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    ],
  });
  return client;
}
