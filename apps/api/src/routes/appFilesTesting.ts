import { appFields, createContent } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

/** Space Miner's store texts, as the fastlane export writes them and the import reads them back. */
export const SPACE_MINER_STORE_TEXTS = {
  description: 'Mine asteroids across the galaxy and trade what you find.',
  shortDescription: 'An arcade mining game.',
  subtitle: 'Mine the asteroid belt',
  supportUrl: 'https://studio.example/support',
};

/**
 * What the tests of an app's admin files (the fastlane ZIP and its import, the privacy exports) share: a
 * server at https://studio.example with an admin signed in, and the admin's calls they make. Call it at
 * the top of a test file (it registers the server's set-up).
 */
export function useAppFilesServer() {
  const server = useTestServer({ publicOrigin: 'https://studio.example' });
  const admin = useAdminSession(server);

  /** A call as the admin. */
  function inject(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    return server().app.inject({ method, url, payload, ...admin() });
  }

  /** The site's languages, English the default. */
  async function setLocales(locales: string[]): Promise<void> {
    const answer = await inject('PUT', '/api/admin/settings/locales', { default: 'en', locales });
    expect(answer.statusCode).toBe(200);
  }

  /** Creates Space Miner under `slug`, with `changes` over the admin form's required fields. */
  async function createApp(slug: string, changes: object = {}): Promise<number> {
    const { id } = await createContent(server(), admin(), 'apps', {
      ...appFields({ name: 'Space Miner', slug }),
      ...changes,
    });
    return id;
  }

  /** Adds a release of the app, released on the first of the month its version ends with. */
  async function addRelease(appId: number, version: string, notes: string, versionCode?: number) {
    const release = { version, releasedAt: `2024-0${version.at(-1)}-01`, notes, versionCode };
    expect((await inject('POST', `/api/admin/apps/${appId}/releases`, release)).statusCode).toBe(
      201,
    );
  }

  return { server, admin, inject, setLocales, createApp, addRelease };
}
