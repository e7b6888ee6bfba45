import { queueTestMessages } from '@studio/core/testing/outbox';
import { eventually } from '../testing/eventually';
import { sendingThrough } from '../testing/mailServer';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtpInbox';
import { startTestServer, type TestServer } from '../testing/testServer';

const RATE_PER_SECOND = 5;

let inbox: SmtpInbox;
let server: TestServer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer(sendingThrough(inbox.url, RATE_PER_SECOND));
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

describe('the pace of the outbox', () => {
  it('sends at most MAIL_RATE_PER_SECOND messages a second from an instance', async () => {
    const addresses = Array.from({ length: 6 }, (_, n) => `fan${n}@example.com`);
    const queuedAt = performance.now();
    await queueTestMessages(server.orm, addresses);
    await eventually(
      async () => inbox.received.length,
      (count) => count === addresses.length,
    );
    // Six sends at five a second: the sixth starts a second after the first, at the earliest.
    expect(performance.now() - queuedAt).toBeGreaterThanOrEqual(1000);
  });
});
