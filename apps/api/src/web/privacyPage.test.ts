import type { PrivacyDeclaration } from '@studio/schemas';
import { collectedData, collectingDeclaration, NO_DATA_DECLARATION } from '@studio/schemas/testing';
import { builtWebDir } from '../testing/builtWeb';
import { whenPagesAreCached } from '../testing/cacheListening';
import { bodyText } from '../testing/pageHtml';
import { appFields, createContent } from '../testing/siteContent';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer({ webDistDir: builtWebDir(), publicOrigin: 'http://studio.test' });
const admin = useAdminSession(server);

const COLLECTING = collectingDeclaration([collectedData('GAMEPLAY_CONTENT')]);

/** What the declaration's section says, in each language the test site has. */
const IN = {
  '/apps/star-hopper/privacy': {
    title: 'Data this app collects',
    type: 'Gameplay content',
    details: 'User content · Used for: App functionality · Linked to you',
    encryption: 'All data is encrypted in transit.',
    none: 'This app does not collect any data.',
  },
  '/de/apps/star-hopper/privacy': {
    title: 'Daten, die diese App erhebt',
    type: 'Gameplay-Inhalte',
    details: 'Benutzerinhalte · Verwendet für: App-Funktionalität · Mit dir verknüpft',
    encryption: 'Alle Daten werden bei der Übertragung verschlüsselt.',
    none: 'Diese App erhebt keine Daten.',
  },
};

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
  it("shows no section before the app declares anything, then the declared data above the policy, in each page's language", async () => {
    expect(await page('/apps/star-hopper/privacy')).not.toContain(
      IN['/apps/star-hopper/privacy'].title,
    );
    // The page was kept; saving the declaration drops it, as any save of the app does.
    await declare(hopperId, COLLECTING);
    for (const [url, words] of Object.entries(IN)) {
      const text = await page(url);
      expect(text).toContain(words.title);
      expect(text).toContain(words.type);
      expect(text).toContain(words.details);
      expect(text).toContain(words.encryption);
      expect(text.indexOf(words.title)).toBeLessThan(text.indexOf('We keep your saved games.'));
    }
  });

  it('says plainly that an app collects no data', async () => {
    await declare(hopperId, NO_DATA_DECLARATION);
    for (const [url, words] of Object.entries(IN)) {
      const text = await page(url);
      expect(text).toContain(words.title);
      expect(text).toContain(words.none);
      expect(text).not.toContain(words.type);
    }
  });

  it('gives the declaration in its public JSON, the same in every language', async () => {
    const english = await server().app.inject('/api/apps/star-hopper/privacy');
    const german = await server().app.inject('/api/apps/star-hopper/privacy?locale=de');
    expect(english.json().dataCollected).toEqual(NO_DATA_DECLARATION);
    expect(german.json().dataCollected).toEqual(english.json().dataCollected);
  });
});
