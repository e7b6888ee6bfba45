import { TRPCClientError } from '@trpc/client';
import { describeLocales } from '@studio/schemas';
import { QueryStore } from '../queryStore/queryStore';
import {
  failedQueryStatus,
  hydrateQueries,
  PAGE_STATE_ID,
  readPageState,
  serializePageState,
} from './pageState';

const APPS_KEY = [['apps', 'list'], { type: 'query' }];
const APP_KEY = [['apps', 'byParam'], { input: { param: 'gone' }, type: 'query' }];

/** A server's query store: the list loaded, one app not found. */
async function serverStore() {
  const store = new QueryStore();
  await store.fetch({
    queryKey: APPS_KEY,
    queryFn: () => Promise.resolve([{ name: '</script>' }]),
  });
  await store.fetch({
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
  return store;
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

const ONE_LANGUAGE = { year: 1234, locale: null, languages: null } as const;

describe('the page state', () => {
  it('carries the data and the failures from the server into the browser store', async () => {
    const server = await serverStore();
    const json = serializePageState(server, { year: 1234, locale: 'de', languages: null });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('secret.ts');

    const state = readPageState(pageWith(json))!;
    expect(state.year).toBe(1234);
    expect(state.locale).toBe('de');
    const browser = new QueryStore();
    hydrateQueries(browser, state);

    expect(browser.state(APPS_KEY).data).toEqual([{ name: '</script>' }]);
    const failure = browser.state(APP_KEY).error as TRPCClientError<never>;
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toBe('App not found');
    expect(failure.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
  });

  it("says nothing of a locale at the default locale's addresses", async () => {
    const json = serializePageState(await serverStore(), ONE_LANGUAGE);
    expect(json).not.toContain('locale');
    expect(readPageState(pageWith(json))!.locale).toBeUndefined();
  });

  it("carries the site's languages for the language switcher when there is a choice", async () => {
    const languages = describeLocales({ default: 'en', locales: ['en', 'de'] });
    const json = serializePageState(await serverStore(), { ...ONE_LANGUAGE, languages });
    expect(readPageState(pageWith(json))!.languages).toEqual(languages);
  });

  it('says nothing of languages while the site speaks one', async () => {
    const json = serializePageState(await serverStore(), ONE_LANGUAGE);
    expect(json).not.toContain('languages');
  });

  it('keeps failures from being fetched again when the page mounts', async () => {
    const browser = new QueryStore();
    hydrateQueries(
      browser,
      readPageState(pageWith(serializePageState(await serverStore(), ONE_LANGUAGE)))!,
    );
    const call = jest.fn(() => Promise.resolve({ name: 'Found after all' }));
    browser.query({ queryKey: APP_KEY, queryFn: call }).ensure();
    expect(call).not.toHaveBeenCalled();
    expect(browser.state(APP_KEY).status).toBe('error');
  });

  it('is absent from pages the browser renders alone', () => {
    expect(readPageState(new DOMParser().parseFromString('<p></p>', 'text/html'))).toBeNull();
  });

  it('tells the status of the worst failure', async () => {
    expect(failedQueryStatus(await serverStore())).toBe(404);
    expect(failedQueryStatus(new QueryStore())).toBeNull();
  });
});
