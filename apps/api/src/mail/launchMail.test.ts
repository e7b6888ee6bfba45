import type { ParsedMail } from 'mailparser';
import { eventually } from '../testing/eventually';
import { sendingThrough } from '../testing/mailServer';
import { appFields, postFields } from '../testing/siteContent';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtpInbox';
import { subscribeOverRest } from '../testing/subscriptions';
import {
  startTestServer,
  withSession,
  type SessionCookies,
  type TestServer,
} from '../testing/testServer';

const PUBLIC_ORIGIN = 'https://studio.example';

let inbox: SmtpInbox;
let server: TestServer;
let admin: SessionCookies;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({
    ...sendingThrough(inbox.url),
    publicOrigin: PUBLIC_ORIGIN,
    scheduleCheckMs: 50,
  });
  admin = withSession(await server.logIn());
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const received = (address: string, subject: string) =>
  inbox.received.filter(
    (mail) => mail.to && 'text' in mail.to && mail.to.text === address && mail.subject === subject,
  );

/** A launch goes through the scheduler, then the outbox: on a busy shared machine that took over 10 s. */
const MAIL_ARRIVES_WITHIN_MS = 30_000;
/** Room for a subscription's confirmation and a launch's e-mail to take that long each. */
const LAUNCH_TEST_MS = 90_000;

const arrives = (address: string, subject: string) =>
  eventually(
    async () => received(address, subject)[0],
    (mail) => mail !== undefined,
    MAIL_ARRIVES_WITHIN_MS,
  );

/** The app's launch marks and the outbox's messages, for a failure to tell where a launch stopped. */
async function launchState() {
  return {
    apps: await server.query(
      'select id, publish_at, launch_pending, coming_soon, launch_mail_queued_at, now() as now from apps',
    ),
    outbox: await server.query(
      'select id, to_address, purpose, state, attempts, last_error from outbox_messages order by id',
    ),
  };
}

const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((header) => header.key === key)?.line.replace(/\r\n\s+/g, ' ');

/** Joins a list over REST and opens the link of the confirmation e-mail received, as a player does. */
async function confirmedSubscriber(email: string, app?: string, remoteAddress?: string) {
  await subscribeOverRest(server, { email, ...(app && { app }) }, remoteAddress);
  const confirmation = await eventually(
    async () =>
      inbox.received.find((mail) => mail.to && 'text' in mail.to && mail.to.text === email),
    (mail) => mail !== undefined,
  );
  const token = /\/subscriptions\/confirm\/([\w-]+)/.exec(confirmation?.text ?? '')?.[1];
  expect((await server.app.inject(`/api/subscriptions/confirm/${token}`)).statusCode).toBe(200);
}

describe('the launch e-mail, through a real SMTP server', () => {
  it(
    "reaches each confirmed subscriber once when the launch fires: icon, the admin's line, store links, list headers",
    async () => {
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/admin/apps',
        ...admin,
        payload: {
          ...appFields({ name: 'Star Garden', slug: 'star-garden' }),
          comingSoon: true,
          publishAt: new Date(Date.now() + 3_600_000).toISOString(),
          launchMessage: 'The garden is open: plant your first star.',
        },
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: number }>();
      await confirmedSubscriber('gardener@example.com', 'star-garden', '192.0.2.21');
      await subscribeOverRest(
        server,
        { email: 'later@example.com', app: 'star-garden' },
        '192.0.2.22',
      );

      await server.query(`update apps set publish_at = now() - interval '1 second' where id = ?`, [
        id,
      ]);
      const mail = await arrives('gardener@example.com', 'Star Garden is out now');
      // Should it not come, the failure says where the launch stopped.
      if (!mail) throw new Error(`No launch e-mail: ${JSON.stringify(await launchState())}`);
      expect(mail.html).toContain(`src="${PUBLIC_ORIGIN}/api/placeholder-image"`);
      expect(mail.text).toContain('The garden is open: plant your first star.');
      expect(mail.text).toContain(
        'Download on the App Store https://apps.apple.com/app/id1234567890',
      );
      expect(headerLine(mail, 'list-unsubscribe')).toMatch(
        /^List-Unsubscribe: <https:\/\/studio\.example\/subscriptions\/unsubscribe\/[\w-]{43}>$/,
      );
      expect(headerLine(mail, 'list-unsubscribe-post')).toBe(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      );

      const mailing = await eventually(
        async () =>
          (await server.app.inject({ url: `/api/admin/apps/${id}/mailing`, ...admin })).json<{
            list: { confirmed: number; waiting: number };
            mail: { sent: number } | null;
          }>(),
        (answer) => answer.mail?.sent === 1,
      );
      expect(mailing).toMatchObject({
        list: { confirmed: 1, waiting: 1 },
        mail: { sent: 1, failed: 0, waiting: 0 },
      });
      // Many rounds of the scheduler later, still the one e-mail; none to the address that never confirmed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received('gardener@example.com', 'Star Garden is out now')).toHaveLength(1);
      expect(received('later@example.com', 'Star Garden is out now')).toHaveLength(0);
    },
    LAUNCH_TEST_MS,
  );
});

describe('a post to the news list, over REST', () => {
  it(
    'reaches the confirmed subscriber once, and its public answers say nothing of emailSubscribers',
    async () => {
      await confirmedSubscriber('reader@example.com', undefined, '192.0.2.23');
      const payload = {
        ...postFields({ title: 'Devlog twelve', slug: 'devlog-12', published: true }),
        emailSubscribers: true,
      };
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/admin/blog',
        ...admin,
        payload,
      });
      expect(created.json()).toMatchObject({ emailSubscribers: true });
      const { id } = created.json<{ id: number }>();
      await server.app.inject({
        method: 'PUT',
        url: `/api/admin/blog/${id}`,
        ...admin,
        payload: { ...payload, title: 'Devlog twelve, edited' },
      });

      expect(await arrives('reader@example.com', 'Devlog twelve')).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(inbox.received.filter((mail) => mail.subject?.startsWith('Devlog'))).toHaveLength(1);

      const list = (await server.app.inject('/api/blog')).json<object[]>();
      expect(list[0]).not.toHaveProperty('emailSubscribers');
      const one = (await server.app.inject('/api/blog/devlog-12')).json<object>();
      expect(one).not.toHaveProperty('emailSubscribers');
    },
    LAUNCH_TEST_MS,
  );
});
