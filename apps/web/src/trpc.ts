import type { AppRouter } from '@studio/router';
import { createTRPCReact } from '@trpc/react-query';

/** Typed hooks for every procedure of the API, e.g. trpc.apps.list.useQuery() (the signed-in area's). */
export const trpc = createTRPCReact<AppRouter>();
