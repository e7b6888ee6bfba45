import type { EmailSettings } from '@studio/schemas';
import type { Context } from '../../context';

/** Who the site's e-mails come from, whether they can go, and how many wait. */
export async function emailSettings(ctx: Context): Promise<EmailSettings> {
  const [row] = await ctx.em.execute<{ waiting: number }[]>(
    `select count(*)::int as waiting from outbox_messages where state = 'queued'`,
  );
  return { sender: ctx.mail.sender, smtpServer: ctx.mail.smtpServer, waiting: row?.waiting ?? 0 };
}
