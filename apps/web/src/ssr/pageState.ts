import type { LocaleCode, Locales } from '@studio/schemas';
import { failedCall } from '../apiErrors/failedCall';
import type { PageLocale } from '../pageKit/pageLocale';
import type { SiteLanguages } from '../pageKit/siteLanguages';
import { failedStatus } from '../apiErrors/failedStatus';
import type { QueryStore } from '../queryStore/queryStore';
import { procedureKey } from '../apiCalls/procedureKey';
import { carriedKey, type CarriedKey } from './carriedKey';
import { scriptJson } from './scriptJson';

/** The id of the <script type="application/json"> that carries the server's state to the browser. */
export const PAGE_STATE_ID = 'page-state';

/** A failed call as tRPC answers it over HTTP: what the browser's error is made from. */
interface ErrorShape {
  message: string;
  code: number;
  data: { code: string; httpStatus: number };
}

/** A query the server loaded: its key, then its data, or null and its failure as JSON can carry it. */
type SavedQuery =
  [key: CarriedKey, data: unknown] | [key: CarriedKey, data: null, error: ErrorShape];

/** What the server rendered with, so that the browser's first render is the same. */
export interface PageState {
  year: number;
  /** The language the page's content is read in (its prefix's); left out at the default locale's addresses. */
  locale?: LocaleCode;
  /** The site's languages, for the language switcher; left out while the site has one. */
  languages?: Locales;
  queries: SavedQuery[];
}

/** What the page was rendered with besides its queries' data. */
export interface RenderedWith {
  year: number;
  locale: PageLocale;
  languages: SiteLanguages;
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

/** A failure as the browser's own call would have met it: tRPC's error, read by its shape and data. */
const revivedError = (shape: ErrorShape) =>
  Object.assign(new Error(shape.message), { name: 'TRPCClientError', shape, data: shape.data });

/** The page's state as JSON that is safe inside a <script> element. */
export function serializePageState(
  store: QueryStore,
  { year, locale, languages }: RenderedWith,
): string {
  const queries = store
    .settled()
    // Failures too: a missing app's page hydrates with the same error screen the server rendered.
    .map((query): SavedQuery =>
      query.error
        ? [carriedKey(query.key), null, publicShape(query.error)]
        : [carriedKey(query.key), query.data],
    );
  return scriptJson({
    year,
    ...(locale && { locale }),
    ...(languages && { languages }),
    queries,
  } satisfies PageState);
}

/** The state the server left in the page, or null for pages rendered in the browser only. */
export function readPageState(document: Document): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
}

/**
 * Fills the store with what the server loaded, so the first render requests nothing the page shows.
 * Failures become errors shaped as tRPC's again, and are not tried again as the page mounts: the server
 * already tried.
 */
export function hydrateQueries(store: QueryStore, state: PageState): void {
  store.hydrate(
    state.queries.map(([[path, input], data, error]) => {
      const key = procedureKey(path, input, 'query');
      return error ? { key, error: revivedError(error) } : { key, data };
    }),
  );
}

/** The largest HTTP status among the failed queries (404 for a missing app, 5xx for an outage). */
export function failedQueryStatus(store: QueryStore): number | null {
  const statuses = store.settled().flatMap(({ error }) => (error ? [failedStatus(error)] : []));
  return statuses.length > 0 ? Math.max(...statuses) : null;
}
