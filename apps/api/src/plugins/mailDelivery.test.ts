import { queueMail } from '@studio/core/services/mail/queueMail';
import { personalValue } from '@studio/mail';
import { STOPPED_WHILE_SENDING } from '@studio/core/services/mail/stalledSends';
import { queueTestMessages, TEST_CONTENT, timePasses } from '@studio/core/testing/outbox';
import type { OutboxMessage } from '@studio/schemas';
import { eventually } from '../testing/eventually';
import { outboxOf, sendingThrough } from '../testing/mailServer';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtpInbox';
import {
  startTestServer,
  withSession,
  type SessionCookies,
  type TestServer,
} from '../testing/testServer';

let inbox: SmtpInbox;
let server: TestServer;
let admin: SessionCookies;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer(sendingThrough(inbox.url));
  admin = withSession(await server.logIn());
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});
beforeEach(() => {
  inbox.received.length = 0;
});

const recipients = () => inbox.received.map((mail) => mail.to && 'text' in mail.to && mail.to.text);
const arrived = (count: number) =>
  eventually(
    async () => inbox.received.length,
    (length) => length >= count,
  );
const messageTo = async (to: string) =>
  (await outboxOf(server, admin)).find((message) => message.to === to)!;
const settled = (to: string, accept: (message: OutboxMessage) => boolean) =>
  eventually(() => messageTo(to), accept);

describe('the delivery of the outbox', () => {
  it("sends the admin's test e-mail as HTML and text, from the default sender, with absolute images", async () => {
    const queued = await server.app.inject({
      method: 'POST',
      url: '/api/admin/settings/email/test',
      payload: { to: 'owner@example.com' },
      ...admin,
    });
    expect(queued.statusCode).toBe(202);
    await arrived(1);

    const [mail] = inbox.received;
    expect(mail!.from?.value).toEqual([
      { name: 'Pixelwave Studio', address: 'no-reply@localhost' },
    ]);
    expect(mail!.subject).toBe('Test e-mail from Pixelwave Studio');
    expect(mail!.messageId).toBe(`<outbox-${queued.json<{ id: number }>().id}@localhost>`);
    expect(mail!.text).toContain('This is a test e-mail from http://localhost.');
    const html = mail!.html as string;
    expect([...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'http://localhost/mail-logo.png',
    ]);
    expect(await settled('owner@example.com', (message) => message.state === 'sent')).toMatchObject(
      { state: 'sent', attempts: 1, lastError: null, sentAt: expect.any(String) },
    );
  });

  it('never sends a message queued in a transaction that rolled back', async () => {
    await expect(
      server.orm.em.fork().transactional(async (tx) => {
        await queueMail(tx, TEST_CONTENT, [{ to: 'rolled-back@example.com' }], 'test');
        throw new Error('The launch failed');
      }),
    ).rejects.toThrow('The launch failed');
    await queueTestMessages(server.orm, ['committed@example.com']);
    await arrived(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(recipients()).toEqual(['committed@example.com']);
  });

  it("fills in each recipient's own values, and gives a list's message its unsubscribe headers", async () => {
    const unsubscribe = personalValue('unsubscribeUrl');
    const url = 'http://localhost/subscriptions/unsubscribe/t0k3n';
    await server.orm.em.fork().transactional((tx) =>
      queueMail(
        tx,
        {
          subject: 'Space Miner is out',
          html: `<p><a href="${unsubscribe}">Unsubscribe</a></p>`,
          text: `Unsubscribe: ${unsubscribe}`,
        },
        [{ to: 'fan@example.com', personalValues: { unsubscribeUrl: url } }],
        'launch:app:1',
      ),
    );
    await arrived(1);
    const [mail] = inbox.received;
    expect(mail!.headerLines.filter((header) => header.key.startsWith('list-'))).toEqual([
      { key: 'list-unsubscribe', line: `List-Unsubscribe: <${url}>` },
      { key: 'list-unsubscribe-post', line: 'List-Unsubscribe-Post: List-Unsubscribe=One-Click' },
    ]);
    expect(mail!.html).toContain(`href="${url}"`);
    expect(mail!.text).toBe(`Unsubscribe: ${url}`);
  });

  it.each([421, 451])(
    'tries a message refused with %i again after its back-off, and then sends it',
    async (responseCode) => {
      const to = `busy-${responseCode}@example.com`;
      inbox.refuseNext({ responseCode, message: 'Too busy, try again later' });
      const [id] = await queueTestMessages(server.orm, [to]);
      const waiting = await settled(
        to,
        (message) => message.state === 'queued' && message.attempts === 1,
      );
      expect(waiting).toMatchObject({
        state: 'queued',
        lastError: expect.stringContaining(`${responseCode} Too busy`),
      });
      // A minute of back-off: not sent meanwhile.
      expect(Date.parse(waiting.nextAttemptAt!) - Date.now()).toBeGreaterThan(50_000);
      expect(recipients()).toEqual([]);

      await timePasses(server.orm, id!, 60);
      await arrived(1);
      expect(recipients()).toEqual([to]);
      expect(await settled(to, (message) => message.state === 'sent')).toMatchObject({
        attempts: 2,
      });
    },
  );

  it('gives up at once a message refused for good, keeping the refusal', async () => {
    inbox.refuseNext({ responseCode: 550, message: 'No such mailbox' });
    await queueTestMessages(server.orm, ['nobody@example.com']);
    expect(
      await settled(
        'nobody@example.com',
        (message) => message.state !== 'queued' && message.state !== 'sending',
      ),
    ).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('550 No such mailbox'),
      nextAttemptAt: null,
    });
  });

  it('does not send again a message left sending by an instance that stopped, and shows it failed', async () => {
    const [id] = await queueTestMessages(server.orm, ['interrupted@example.com']);
    // As an instance leaves it when it dies between handing the message over and marking it sent.
    await server.query(
      `update outbox_messages set state = 'sending', attempts = 1, first_attempt_at = now(),
              lease_until = now() - interval '1 second' where id = ?`,
      [id],
    );
    expect(
      await settled('interrupted@example.com', (message) => message.state === 'failed'),
    ).toMatchObject({ state: 'failed', attempts: 1, lastError: STOPPED_WHILE_SENDING });
    expect(recipients()).toEqual([]);
  });
});
