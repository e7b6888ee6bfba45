import { TEST_EMAIL_MESSAGES, VALIDATION_FAILED_MESSAGE } from '@studio/schemas';
import { useAdminSession, useTestServer, withSession } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);

const sendTest = (payload: object, session = admin()) =>
  server().app.inject({
    method: 'POST',
    url: '/api/admin/settings/email/test',
    payload,
    ...session,
  });
const get = (url: string, session = admin()) =>
  server().app.inject({ method: 'GET', url, ...session });

describe('e-mail over REST', () => {
  it('queues the test e-mail with 202 and lists it first in the outbox', async () => {
    const queued = await sendTest({ to: 'owner@example.com' });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({
      to: 'owner@example.com',
      subject: 'Test e-mail from Pixelwave Studio',
      state: 'queued',
      attempts: 0,
    });
    const outbox = await get('/api/admin/outbox');
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().messages[0]).toEqual(queued.json());
  });

  it('refuses a test e-mail to what is no address with 400 and the message at its field', async () => {
    const refused = await sendTest({ to: 'owner.example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { to: [TEST_EMAIL_MESSAGES.invalid] },
    });
  });

  it('says who sends and how many wait, without an SMTP server', async () => {
    const settings = await get('/api/admin/settings/email');
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({
      sender: 'Pixelwave Studio <no-reply@localhost>',
      smtpServer: null,
      ratePerSecond: 10,
      waiting: expect.any(Number),
    });
  });

  it('pages the outbox with the query string', async () => {
    await sendTest({ to: 'older@example.com' });
    await sendTest({ to: 'newer@example.com' });
    const first = (await get('/api/admin/outbox?limit=1')).json();
    expect(first.messages.map((message: { to: string }) => message.to)).toEqual([
      'newer@example.com',
    ]);
    const next = await get(`/api/admin/outbox?limit=1&before=${first.nextBefore}`);
    expect(next.json().messages[0].to).toBe('older@example.com');
    expect((await get('/api/admin/outbox?limit=0')).statusCode).toBe(400);
  });

  it.each([
    ['GET', '/api/admin/settings/email'],
    ['POST', '/api/admin/settings/email/test'],
    ['GET', '/api/admin/outbox'],
  ] as const)('answers %s %s 401 signed out and 403 to a regular user', async (method, url) => {
    const payload = method === 'POST' ? { to: 'owner@example.com' } : undefined;
    const signedOut = await server().app.inject({ method, url, payload });
    expect(signedOut.statusCode).toBe(401);
    const visitor = withSession(await server().registerUser());
    const forbidden = await server().app.inject({ method, url, payload, ...visitor });
    expect(forbidden.statusCode).toBe(403);
  });
});
