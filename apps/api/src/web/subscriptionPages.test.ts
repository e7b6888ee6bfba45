import { builtWebDir } from '../testing/builtWeb';
import { titleOf } from '../testing/pageHtml';
import { confirmationLinkOf, subscribeOverRest, unsubscribePathOf } from '../testing/subscriptions';
import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer({ webDistDir: builtWebDir(), publicOrigin: 'https://studio.example' });
const admin = useAdminSession(server);

const get = (url: string) => server().app.inject({ method: 'GET', url });

beforeAll(async () => {
  const answer = await server().app.inject({
    method: 'PUT',
    url: '/api/admin/settings/locales',
    payload: { default: 'en', locales: ['en', 'de', 'ja'] },
    ...admin(),
  });
  expect(answer.statusCode).toBe(200);
});

describe("a German subscriber's pages", () => {
  it('confirm in German at the link of the German e-mail, kept by no cache and indexed by no one', async () => {
    await subscribeOverRest(server(), { email: 'lena@example.com', locale: 'de' }, '192.0.2.31');
    const path = new URL(await confirmationLinkOf(server(), 'lena@example.com')).pathname;
    expect(path).toMatch(/^\/de\/subscriptions\/confirm\//);
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<html lang="de"/);
    expect(titleOf(response.body)).toBe('Abo bestätigt | Pixelwave Studio');
    expect(response.body).toContain('„Neuigkeiten von Pixelwave Studio“');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it('offer the unsubscribe button in German under /de', async () => {
    const response = await get(`/de${await unsubscribePathOf(server(), 'lena@example.com')}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Abmelden | Pixelwave Studio');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
