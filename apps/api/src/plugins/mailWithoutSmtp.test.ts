import { queueTestMessages } from '@studio/core/testing/outbox';
import { outboxOf, sendingThrough } from '../testing/mailServer';
import { startSmtpInbox } from '../testing/smtpInbox';
import { eventually } from '../testing/eventually';
import {
  startTestServer,
  useAdminSession,
  useTestServer,
  type TestServer,
} from '../testing/testServer';

const server = useTestServer({ mailCheckMs: 50 });
const admin = useAdminSession(server);

const settings = async (target: TestServer) =>
  (await target.app.inject({ method: 'GET', url: '/api/admin/settings/email', ...admin() })).json();

describe('without SMTP_URL', () => {
  it('keeps messages waiting, and says how many', async () => {
    await queueTestMessages(server().orm, ['ana@example.com', 'bo@example.com']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await outboxOf(server(), admin())).map((message) => message.state)).toEqual([
      'queued',
      'queued',
    ]);
    expect(await settings(server())).toEqual({
      sender: 'Pixelwave Studio <no-reply@localhost>',
      smtpServer: null,
      ratePerSecond: 10,
      waiting: 2,
    });
  });

  it('sends the waiting messages once an instance starts with it', async () => {
    const inbox = await startSmtpInbox();
    const withSmtp = await startTestServer(sendingThrough(inbox.url), {
      database: server().database,
    });
    try {
      expect((await settings(withSmtp)).smtpServer).toBe(inbox.url.replace(/\/$/, ''));
      await eventually(
        async () => inbox.received.length,
        (count) => count >= 2,
      );
      expect(inbox.received.map((mail) => mail.to && 'text' in mail.to && mail.to.text)).toEqual([
        'ana@example.com',
        'bo@example.com',
      ]);
      expect((await settings(server())).waiting).toBe(0);
    } finally {
      await withSmtp.close();
      await inbox.close();
    }
  });
});

describe('with an SMTP server that cannot be reached', () => {
  it('tries the message again later, saying why', async () => {
    // A port nothing listens on: the inbox's, once it is closed.
    const closed = await startSmtpInbox();
    await closed.close();
    const unreachable = await startTestServer(sendingThrough(closed.url));
    try {
      const [id] = await queueTestMessages(unreachable.orm, ['ana@example.com']);
      const [row] = await eventually(
        () =>
          unreachable.query<{ state: string; attempts: number; lastError: string }>(
            `select state, attempts, last_error as "lastError" from outbox_messages where id = ?`,
            [id],
          ),
        (rows) => rows[0]?.attempts === 1 && rows[0]?.state === 'queued',
      );
      expect(row).toEqual({
        state: 'queued',
        attempts: 1,
        lastError: expect.stringContaining('ECONNREFUSED'),
      });
    } finally {
      await unreachable.close();
    }
  });
});
