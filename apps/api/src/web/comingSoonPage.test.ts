import { builtWebDir } from '../testing/builtWeb';
import { eventually } from '../testing/eventually';
import { bodyText, metaContent, structuredData } from '../testing/pageHtml';
import { appFields, createContent } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const CHECK_MS = 100;
const server = useTestServer({ webDistDir: builtWebDir(), scheduleCheckMs: CHECK_MS });
const admin = useAdminSession(server);

const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000).toISOString();
const STORE_PAGE = 'https://apps.apple.com/app/star-garden/id1234567890';

beforeAll(async () => {
  await createContent(server(), admin(), 'apps', {
    ...appFields({ name: 'Star Garden', slug: 'star-garden' }),
    appStoreLink: STORE_PAGE,
    publishAt: IN_AN_HOUR(),
    comingSoon: true,
    expectedLaunch: 'Spring 2027',
    preOrderUrl: STORE_PAGE,
    preRegistrationUrl: 'https://play.google.com/store/apps/details?id=com.studio.stargarden',
    launchMessage: 'Star Garden is out.',
  });
  await createContent(server(), admin(), 'apps', {
    ...appFields({ name: 'Secret Sequel', slug: 'secret-sequel' }),
    publishAt: IN_AN_HOUR(),
  });
});

async function get(url: string) {
  return server().app.inject({ method: 'GET', url });
}

async function pageText(url: string): Promise<string> {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return bodyText(response.body);
}

describe('a coming-soon app before its launch', () => {
  it('is in the API with comingSoon, by slug too; an ordinary scheduled app is not', async () => {
    const listed = (await get('/api/apps')).json<{ slug: string; comingSoon: boolean }[]>();
    expect(listed.map(({ slug, comingSoon }) => ({ slug, comingSoon }))).toEqual([
      { slug: 'star-garden', comingSoon: true },
    ]);
    const app = await get('/api/apps/star-garden');
    expect(app.statusCode).toBe(200);
    expect(app.json()).toMatchObject({ comingSoon: true, expectedLaunch: 'Spring 2027' });
    expect((await get('/api/apps/secret-sequel')).statusCode).toBe(404);
  });

  it('has its page: marked coming soon, with its pre-launch links and the launch sign-up', async () => {
    const text = await pageText('/apps/star-garden');
    for (const shown of [
      'Coming soon',
      'Expected launch: Spring 2027',
      'Pre-order on the App Store',
      'Pre-register on Google Play',
      'Notify me at launch',
      'About Star Garden',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('Download on the App Store');
  });

  it('claims in its structured data and head no download, offer or banner', async () => {
    const html = (await get('/apps/star-garden')).body;
    const application = structuredData(html).MobileApplication!;
    expect(application.name).toBe('Star Garden');
    for (const claim of ['installUrl', 'downloadUrl', 'offers', 'softwareVersion']) {
      expect(application).not.toHaveProperty(claim);
    }
    expect(metaContent(html, 'apple-itunes-app')).toBeUndefined();
  });

  it('is on the home page, the lists and the sitemap, where an ordinary scheduled app is not', async () => {
    for (const url of ['/', '/apps', '/apps/category/Game']) {
      const text = await pageText(url);
      expect(text).toContain('Star Garden');
      expect(text).toContain('Coming soon');
      expect(text).not.toContain('Secret Sequel');
    }
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/apps/star-garden</loc>');
    expect(sitemap).not.toContain('secret-sequel');
    expect((await get('/apps/secret-sequel')).statusCode).toBe(404);
  });
});

describe('the launch of a coming-soon app', () => {
  it('makes it an ordinary app at once, the cached answers dropped', async () => {
    // Both answers are cached before the launch.
    for (const url of ['/apps/star-garden', '/api/apps/star-garden']) {
      await get(url);
      expect((await get(url)).statusCode).toBe(200);
    }

    await server().query(
      "update apps set publish_at = now() - interval '1 second' where slug = 'star-garden'",
    );

    const launchedPage = await eventually(
      () => pageText('/apps/star-garden'),
      (text) => !text.includes('Notify me at launch'),
    );
    expect(launchedPage).toContain('Download on the App Store');
    expect(launchedPage).not.toContain('Coming soon');
    expect((await get('/api/apps/star-garden')).json()).toMatchObject({ comingSoon: false });
    const html = (await get('/apps/star-garden')).body;
    expect(structuredData(html).MobileApplication).toMatchObject({ installUrl: STORE_PAGE });
    // The ordinary scheduled app still waits for its own time.
    expect((await get('/api/apps/secret-sequel')).statusCode).toBe(404);
  });
});
