import { TRPCClientError } from '@trpc/client';
import { createQueryClient } from '../queryClient';
import {
  failedQueryStatus,
  hydrateQueries,
  PAGE_STATE_ID,
  readPageState,
  serializePageState,
} from './pageState';

const APPS_KEY = [['apps', 'list'], { type: 'query' }];
const APP_KEY = [['apps', 'byParam'], { input: { param: 'gone' }, type: 'query' }];

/** A server's query cache: the list loaded, one app not found. */
async function serverCache() {
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery({ queryKey: APPS_KEY, queryFn: () => [{ name: '</script>' }] });
  await queryClient.prefetchQuery({
    queryKey: APP_KEY,
    queryFn: () =>
      Promise.reject(
        TRPCClientError.from({
          error: {
            message: 'App not found',
            code: -32004,
            data: { code: 'NOT_FOUND', httpStatus: 404, stack: 'at secret.ts:1' },
          },
        }),
      ),
  });
  return queryClient;
}

function pageWith(stateJson: string): Document {
  const document = new DOMParser().parseFromString('<html><body></body></html>', 'text/html');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_STATE_ID;
  script.textContent = stateJson;
  document.body.append(script);
  return document;
}

describe('the page state', () => {
  it('carries the data and the failures from the server into the browser cache', async () => {
    const server = await serverCache();
    const json = serializePageState(server, 1234);
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('secret.ts');

    const state = readPageState(pageWith(json))!;
    expect(state.renderTime).toBe(1234);
    const browser = createQueryClient();
    hydrateQueries(browser, state);

    expect(browser.getQueryData(APPS_KEY)).toEqual([{ name: '</script>' }]);
    const failure = browser.getQueryState(APP_KEY)!.error as TRPCClientError<never>;
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toBe('App not found');
    expect(failure.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
  });

  it('keeps failures from being fetched again when the page mounts', async () => {
    const browser = createQueryClient();
    hydrateQueries(browser, readPageState(pageWith(serializePageState(await serverCache(), 1)))!);
    expect(browser.getQueryDefaults(APP_KEY)).toMatchObject({ retryOnMount: false });
    expect(browser.getQueryDefaults(APPS_KEY)).not.toHaveProperty('retryOnMount');
  });

  it('is absent from pages the browser renders alone', () => {
    expect(readPageState(new DOMParser().parseFromString('<p></p>', 'text/html'))).toBeNull();
  });

  it('tells the status of the worst failure', async () => {
    expect(failedQueryStatus(await serverCache())).toBe(404);
    expect(failedQueryStatus(createQueryClient())).toBeNull();
  });
});
