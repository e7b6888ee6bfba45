import type { OutboxMessage } from '@studio/schemas';
import { loadConfig, type Config } from '../config/config';
import type { SessionCookies, TestServer } from './testServer';

/**
 * The settings of a test server that sends through SMTP_URL, looking every 50 ms: as the environment gives them,
 * with MAIL_RATE_PER_SECOND's default unless given.
 */
export function sendingThrough(smtpUrl: string, ratePerSecond?: number): Partial<Config> {
  const { mail } = loadConfig({
    LOG_LEVEL: 'silent',
    PORT: '80',
    SMTP_URL: smtpUrl,
    MAIL_RATE_PER_SECOND: ratePerSecond?.toString(),
  });
  return { mail, mailCheckMs: 50 };
}

/** The admin's outbox, newest first, through GET /api/admin/outbox. */
export async function outboxOf(
  server: TestServer,
  admin: SessionCookies,
): Promise<OutboxMessage[]> {
  const answer = await server.app.inject({ method: 'GET', url: '/api/admin/outbox', ...admin });
  return answer.json<{ messages: OutboxMessage[] }>().messages;
}
