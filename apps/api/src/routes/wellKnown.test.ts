import { eventually } from '../testing/eventually';
import { SPACE_MINER } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);

const FINGERPRINT = Array.from({ length: 32 }, () => 'C4').join(':');

const app = {
  ...SPACE_MINER,
  deepLinks: {
    appleTeamId: 'ABCDE12345',
    iosBundleId: 'com.pixelwave.spaceminer',
    androidPackage: 'com.pixelwave.spaceminer',
    androidSha256Fingerprints: [FINGERPRINT],
  },
};

const get = (url: string) => server().app.inject({ method: 'GET', url });

/** The cache keeps answers only while the server listens for content changes. */
async function listeningForChanges(): Promise<boolean> {
  const rows = await server().query(
    `select 1 from pg_stat_activity where datname = current_database() and state = 'idle' and query ilike 'LISTEN %'`,
  );
  return rows.length > 0;
}

let appId: number;
beforeAll(async () => {
  const created = await server().app.inject({
    method: 'POST',
    url: '/api/admin/apps',
    ...admin(),
    payload: app,
  });
  appId = created.json<{ id: number }>().id;
});

describe('/.well-known/apple-app-site-association', () => {
  it('answers JSON with status 200 and no redirect, at the path without an extension', async () => {
    const response = await get('/.well-known/apple-app-site-association');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.com.pixelwave.spaceminer'],
            components: [{ '/': '/apps/space-miner' }, { '/': '/apps/space-miner/*' }],
          },
        ],
      },
    });
  });
});

describe('/.well-known/assetlinks.json', () => {
  it("answers JSON naming each Android app's package and fingerprints", async () => {
    const response = await get('/.well-known/assetlinks.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual([
      expect.objectContaining({
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'com.pixelwave.spaceminer',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      }),
    ]);
  });

  it('is cached, and follows a change to the deep links', async () => {
    await eventually(listeningForChanges, (listening) => listening);
    const cached = (await get('/.well-known/assetlinks.json')).body;
    // Changed behind the API's back: the cached answer stays.
    await server().query(
      `update apps set deep_links = jsonb_set(deep_links, '{androidPackage}', '"com.quiet.change"')`,
    );
    expect((await get('/.well-known/assetlinks.json')).body).toBe(cached);

    const update = await server().app.inject({
      method: 'PUT',
      url: `/api/admin/apps/${appId}`,
      ...admin(),
      payload: { ...app, deepLinks: { ...app.deepLinks, androidPackage: 'com.pixelwave.miner' } },
    });
    expect(update.statusCode).toBe(200);
    expect((await get('/.well-known/assetlinks.json')).json()).toEqual([
      expect.objectContaining({
        target: expect.objectContaining({ package_name: 'com.pixelwave.miner' }),
      }),
    ]);
  });
});
