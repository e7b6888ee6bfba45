import { queueTestMessages } from '@studio/core/testing/outbox';
import { eventually } from '../testing/eventually';
import { recordingLogger } from '../testing/logLines';
import { sendingThrough } from '../testing/mailServer';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtpInbox';
import { startTestServer, type TestServer } from '../testing/testServer';

let inbox: SmtpInbox;
let first: TestServer;
let second: TestServer;
const logs = [recordingLogger(), recordingLogger()];

/** How many messages an instance says it sent. */
const sentBy = (log: (typeof logs)[number]) =>
  log
    .entries()
    .filter((entry) => entry.msg === 'Outbox delivered')
    .reduce((sent, entry) => sent + (entry as unknown as { sent: number }).sent, 0);

// Paced far above the default: the test is about claiming, not pace.
const RATE_PER_SECOND = 1000;
/** 200 SMTP sessions: a second or two here, but once over 10 s on a loaded shared machine. */
const DELIVERED_WITHIN_MS = 40_000;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  first = await startTestServer(sendingThrough(inbox.url, RATE_PER_SECOND), {
    logger: logs[0]!.logger,
  });
  second = await startTestServer(sendingThrough(inbox.url, RATE_PER_SECOND), {
    database: first.database,
    logger: logs[1]!.logger,
  });
});
afterAll(async () => {
  await second.close();
  await first.close();
  await inbox.close();
});

describe('two instances on one database', () => {
  it('deliver 200 queued messages, every one exactly once', async () => {
    const addresses = Array.from({ length: 200 }, (_, n) => `fan${n}@example.com`);
    await queueTestMessages(first.orm, addresses);
    await eventually(
      async () => inbox.received.length,
      (count) => count >= 200,
      DELIVERED_WITHIN_MS,
    );
    // Time for a message sent twice to arrive twice.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const received = inbox.received.map((mail) => mail.messageId);
    expect(received).toHaveLength(200);
    expect(new Set(received).size).toBe(200);
    const states = await first.query<{ state: string; n: number }>(
      'select state, count(*)::int as n from outbox_messages group by state',
    );
    expect(states).toEqual([{ state: 'sent', n: 200 }]);
    const attempts = await first.query<{ attempts: number }>(
      'select distinct attempts from outbox_messages',
    );
    expect(attempts).toEqual([{ attempts: 1 }]);
    // Both took part.
    const [byFirst, bySecond] = logs.map(sentBy);
    expect(byFirst! + bySecond!).toBe(200);
    expect(Math.min(byFirst!, bySecond!)).toBeGreaterThan(0);
  }, 60_000);
});
