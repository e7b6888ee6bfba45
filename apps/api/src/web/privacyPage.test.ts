import type { PrivacyDeclaration } from '@studio/schemas';
import { collectedData, collectingDeclaration, NO_DATA_DECLARATION } from '@studio/schemas/testing';
import { builtWebDir } from '../testing/builtWeb';
import { whenPagesAreCached } from '../testing/cacheListening';
import { bodyText } from '../testing/pageHtml';
import { appFields, createContent } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer({ webDistDir: builtWebDir(), publicOrigin: 'http://studio.test' });
const admin = useAdminSession(server);

const TITLE = 'Data this app collects';
const COLLECTING = collectingDeclaration([collectedData('GAMEPLAY_CONTENT')]);

const page = async (url: string) => {
  const answer = await server().app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  return bodyText(answer.body);
};

async function declare(id: number, declaration: PrivacyDeclaration) {
  const saved = await server().app.inject({
    method: 'PUT',
    url: `/api/admin/apps/${id}/privacy-declaration`,
    payload: declaration,
    ...admin(),
  });
  expect(saved.statusCode).toBe(200);
}

let hopperId: number;

beforeAll(async () => {
  const settings = await server().app.inject({
    method: 'PUT',
    url: '/api/admin/settings/locales',
    payload: { default: 'en', locales: ['en', 'de'] },
    ...admin(),
  });
  expect(settings.statusCode).toBe(200);
  const hopper = await createContent(server(), admin(), 'apps', {
    ...appFields({ name: 'Star Hopper', slug: 'star-hopper' }),
    privacyLink: 'We keep your saved games.',
  });
  hopperId = hopper.id;
  await whenPagesAreCached(server());
});

describe("an app's privacy page", () => {
  it('shows no section before the app declares anything, then the declared data above the policy, in every language', async () => {
    expect(await page('/apps/star-hopper/privacy')).not.toContain(TITLE);
    // The page was kept; saving the declaration drops it, as any save of the app does.
    await declare(hopperId, COLLECTING);
    for (const url of ['/apps/star-hopper/privacy', '/de/apps/star-hopper/privacy']) {
      const text = await page(url);
      expect(text).toContain(TITLE);
      expect(text).toContain('Gameplay content');
      expect(text).toContain('User content · Used for: App functionality · Linked to you');
      expect(text).toContain('All data is encrypted in transit.');
      expect(text.indexOf(TITLE)).toBeLessThan(text.indexOf('We keep your saved games.'));
    }
  });

  it('says plainly that an app collects no data', async () => {
    await declare(hopperId, NO_DATA_DECLARATION);
    for (const url of ['/apps/star-hopper/privacy', '/de/apps/star-hopper/privacy']) {
      const text = await page(url);
      expect(text).toContain(TITLE);
      expect(text).toContain('This app does not collect any data.');
      expect(text).not.toContain('Gameplay content');
    }
  });

  it('gives the declaration in its public JSON, the same in every language', async () => {
    const english = await server().app.inject('/api/apps/star-hopper/privacy');
    const german = await server().app.inject('/api/apps/star-hopper/privacy?locale=de');
    expect(english.json().dataCollected).toEqual(NO_DATA_DECLARATION);
    expect(german.json().dataCollected).toEqual(english.json().dataCollected);
  });
});
