import type { EmailSettings } from '@studio/schemas';
import type { Context } from '../../context';

/** Who the site's e-mails come from, whether they can go and how fast, and how many wait. */
export async function emailSettings(ctx: Context): Promise<EmailSettings> {
  const [row] = await ctx.em.execute<{ waiting: number }[]>(
    `select count(*)::int as waiting from outbox_messages where state = 'queued'`,
  );
  const { sender, smtpServer, ratePerSecond } = ctx.mail;
  return { sender, smtpServer, ratePerSecond, waiting: row?.waiting ?? 0 };
}
