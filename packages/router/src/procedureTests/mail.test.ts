import { queueTestMessages } from '@studio/core/testing/outbox';
import {
  ADMIN,
  MAIL_SETUP,
  REGULAR_USER,
  callAs,
  failureOf,
  useTestDatabase,
} from '../testing/harness';

const orm = useTestDatabase();
const asAdmin = () => callAs(orm(), ADMIN).caller.admin.mail;

describe("the site's e-mail settings", () => {
  it('name the sender, no SMTP server, the sending pace and the messages waiting', async () => {
    await queueTestMessages(orm(), ['ana@example.com', 'bo@example.com']);
    expect(await asAdmin().settings()).toEqual({
      sender: MAIL_SETUP.sender,
      smtpServer: null,
      ratePerSecond: MAIL_SETUP.ratePerSecond,
      waiting: 2,
    });
  });
});

describe('the test e-mail', () => {
  it('is queued to the address given and answered as the outbox lists it', async () => {
    const queued = await asAdmin().sendTest({ to: ' owner@example.com ' });
    expect(queued).toEqual({
      id: expect.any(Number),
      to: 'owner@example.com',
      subject: 'Test e-mail from Pixelwave Studio',
      purpose: 'test',
      state: 'queued',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      nextAttemptAt: expect.any(String),
      sentAt: null,
    });
    expect((await asAdmin().outbox({})).messages).toEqual([queued]);
  });

  it('refuses what is not an e-mail address, and queues nothing', async () => {
    expect(await failureOf(asAdmin().sendTest({ to: 'owner@' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await asAdmin().outbox({})).messages).toEqual([]);
  });
});

describe('the outbox', () => {
  it('lists messages newest first, a page at a time', async () => {
    await queueTestMessages(orm(), ['a@example.com', 'b@example.com', 'c@example.com']);
    const first = await asAdmin().outbox({ limit: 2 });
    expect(first.messages.map((message) => message.to)).toEqual(['c@example.com', 'b@example.com']);
    const second = await asAdmin().outbox({ limit: 2, before: first.nextBefore! });
    expect(second).toEqual({
      messages: [expect.objectContaining({ to: 'a@example.com' })],
      nextBefore: null,
    });
  });

  it("lists one batch's messages", async () => {
    await queueTestMessages(orm(), ['fan@example.com'], 'launch:app:3');
    await queueTestMessages(orm(), ['owner@example.com'], 'test');
    const { messages } = await asAdmin().outbox({ purpose: 'launch:app:3' });
    expect(messages.map((message) => message.to)).toEqual(['fan@example.com']);
  });

  it('is for admins only', async () => {
    expect(await failureOf(callAs(orm(), REGULAR_USER).caller.admin.mail.outbox({}))).toMatchObject(
      { code: 'FORBIDDEN' },
    );
    expect(
      await failureOf(callAs(orm(), null).caller.admin.mail.sendTest({ to: 'a@example.com' })),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
