import { queueMailToSelection } from '@studio/core/services/mail/queueMail';
import { findList } from '@studio/core/services/subscriptions/mailingLists';
import { listRecipients } from '@studio/core/services/subscriptions/listRecipients';
import { personalValue, UNSUBSCRIBE_URL } from '@studio/mail';
import type { ParsedMail } from 'mailparser';
import { eventually } from '../testing/eventually';
import { sendingThrough } from '../testing/mailServer';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtpInbox';
import { subscribeOverRest } from '../testing/subscriptions';
import { startTestServer, type TestServer } from '../testing/testServer';

const PUBLIC_ORIGIN = 'https://studio.example';

let inbox: SmtpInbox;
let server: TestServer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ ...sendingThrough(inbox.url), publicOrigin: PUBLIC_ORIGIN });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const mailTo = (address: string, subject: RegExp) =>
  eventually(
    async () =>
      inbox.received.find(
        (mail) =>
          mail.to &&
          'text' in mail.to &&
          mail.to.text === address &&
          subject.test(mail.subject ?? ''),
      ),
    (mail) => mail !== undefined,
  );

/** The news, as a post will send it: to every confirmed subscriber, each with their own unsubscribe link. */
async function sendNews(): Promise<number> {
  const em = server.orm.em.fork();
  const link = personalValue(UNSUBSCRIBE_URL);
  const content = {
    subject: 'Our news',
    html: `<p>A new game is coming.</p><p><a href="${link}">Unsubscribe</a></p>`,
    text: `A new game is coming.\n\nUnsubscribe ${link}`,
  };
  const news = (await findList(em, 'news'))!;
  return em.transactional((tx) =>
    queueMailToSelection(tx, content, listRecipients(news, PUBLIC_ORIGIN), 'post:1'),
  );
}

/** A header's line as the message carries it, unfolded (mailparser reads the list headers into objects). */
const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((header) => header.key === key)?.line.replace(/\r\n\s+/g, ' ');

describe("a subscriber's e-mails", () => {
  it('are a confirmation first, to one person: its link and no list headers', async () => {
    await subscribeOverRest(server, { email: 'reader@example.com' });
    const mail = (await mailTo('reader@example.com', /^Confirm your subscription/))!;
    expect(mail.subject).toBe('Confirm your subscription to Pixelwave Studio news');
    expect(mail.text).toMatch(
      new RegExp(`Confirm my subscription ${PUBLIC_ORIGIN}/subscriptions/confirm/[\\w-]{43}`),
    );
    expect(headerLine(mail, 'list-unsubscribe')).toBeUndefined();
  });

  it('then carry List-Unsubscribe (https) and List-Unsubscribe-Post, which one click honours', async () => {
    await subscribeOverRest(server, { email: 'fan@example.com' });
    const confirmation = (await mailTo('fan@example.com', /^Confirm/))!;
    const confirmUrl = new URL(
      /(https:\S+\/subscriptions\/confirm\/[\w-]+)/.exec(confirmation.text!)![1]!,
    );
    const token = confirmUrl.pathname.split('/').pop();
    expect((await server.app.inject(`/api/subscriptions/confirm/${token}`)).statusCode).toBe(200);

    expect(await sendNews()).toBeGreaterThanOrEqual(1);
    const news = (await mailTo('fan@example.com', /^Our news$/))!;
    const unsubscribeUrl =
      /^List-Unsubscribe: <(https:\/\/studio\.example\/subscriptions\/unsubscribe\/[\w-]{43})>$/.exec(
        headerLine(news, 'list-unsubscribe') ?? '',
      )?.[1];
    expect(unsubscribeUrl).toBeDefined();
    expect(headerLine(news, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(news.html).toContain(`href="${unsubscribeUrl}"`);

    const oneClick = await server.app.inject({
      method: 'POST',
      url: new URL(unsubscribeUrl!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toMatchObject({ state: 'unsubscribed' });
    expect(await sendNews()).toBe(0);
  });
});
