import type { AppRouter } from '@studio/router';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import { createServerSideHelpers } from '@trpc/react-query/server';
import { inProcessLink } from './inProcessLink';
import type { ProcedureQuery } from './renderContract';

/** The router's queries for server rendering: results land in the page's query cache under the hooks' keys. */
export type ServerTrpc = ReturnType<typeof createServerSideHelpers<AppRouter>>;

export function createServerTrpc(query: ProcedureQuery, queryClient: QueryClient): ServerTrpc {
  const client = createTRPCClient<AppRouter>({ links: [inProcessLink(query)] });
  return createServerSideHelpers<AppRouter>({ client, queryClient });
}
