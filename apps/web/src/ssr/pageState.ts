import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { failedCall } from '../apiErrors/failedCall';
import { failedStatus } from '../apiErrors/failedStatus';
import { scriptJson } from './scriptJson';

/** The id of the <script type="application/json"> that carries the server's state to the browser. */
export const PAGE_STATE_ID = 'page-state';

/** A failed call as tRPC answers it over HTTP: what the browser's error is made from. */
interface ErrorShape {
  message: string;
  code: number;
  data: { code: string; httpStatus: number };
}

type DehydratedQuery = DehydratedState['queries'][number];

/** A dehydrated query whose failure (if any) is kept as its public shape, which JSON can carry. */
type SerializedQuery = Omit<DehydratedQuery, 'state'> & {
  state: Omit<DehydratedQuery['state'], 'error' | 'fetchFailureReason'> & {
    error: ErrorShape | null;
    fetchFailureReason: ErrorShape | null;
  };
};

/** What the server rendered with, so that the browser's first render is the same. */
export interface PageState {
  renderTime: number;
  queries: Omit<DehydratedState, 'queries'> & { queries: SerializedQuery[] };
}

/** A failed query's error as the browser would have received it over HTTP (without any stack). */
function publicShape(error: unknown): ErrorShape {
  const { shape } = error as { shape?: Partial<ErrorShape> };
  const { message, status } = failedCall(error);
  return {
    message,
    code: shape?.code ?? -32603,
    data: { code: shape?.data?.code ?? 'INTERNAL_SERVER_ERROR', httpStatus: status },
  };
}

const serializedError = (error: unknown) => (error ? publicShape(error) : null);
/** A failure as the browser's own call would have met it: tRPC's error, read by its shape and data. */
const revivedError = (shape: ErrorShape | null) =>
  shape
    ? Object.assign(new Error(shape.message), { name: 'TRPCClientError', shape, data: shape.data })
    : null;

/** The page's state as JSON that is safe inside a <script> element. */
export function serializePageState(queryClient: QueryClient, renderTime: number): string {
  const dehydrated = dehydrate(queryClient, {
    // Failures too: a missing app's page hydrates with the same error screen the server rendered.
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  const state: PageState = {
    renderTime,
    queries: {
      ...dehydrated,
      queries: dehydrated.queries.map((query) => ({
        ...query,
        state: {
          ...query.state,
          error: serializedError(query.state.error),
          fetchFailureReason: serializedError(query.state.fetchFailureReason),
        },
      })),
    },
  };
  return scriptJson(state);
}

/** The state the server left in the page, or null for pages rendered in the browser only. */
export function readPageState(document: Document): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
}

/**
 * Failed queries stay failed when a page mounts, rather than trying again and showing the loading state:
 * on the server (which renders what failed) and in the browser (whose first render must match).
 */
export function keepFailures(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'error') {
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}

/**
 * Fills the query cache with what the server fetched, so the first render requests nothing the page shows.
 * Failures become errors shaped as tRPC's again, and are not retried on mount: the server already tried.
 */
export function hydrateQueries(queryClient: QueryClient, state: PageState): void {
  const queries = state.queries.queries.map((query): DehydratedQuery => ({
    ...query,
    state: {
      ...query.state,
      error: revivedError(query.state.error),
      fetchFailureReason: revivedError(query.state.fetchFailureReason),
    },
  }));
  hydrate(queryClient, { ...state.queries, queries });
  keepFailures(queryClient);
}

/** The largest HTTP status among the failed queries (404 for a missing app, 5xx for an outage). */
export function failedQueryStatus(queryClient: QueryClient): number | null {
  const statuses = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => failedStatus(query.state.error));
  return statuses.length > 0 ? Math.max(...statuses) : null;
}
