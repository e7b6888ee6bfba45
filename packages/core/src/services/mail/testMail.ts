import { testMail } from '@studio/mail';
import type { OutboxMessage } from '@studio/schemas';
import type { Context } from '../../context';
import { outboxMessage } from './outboxList';
import { queueMail } from './queueMail';

/** The batch of the admin's test e-mails. */
export const TEST_MAIL_PURPOSE = 'test';

/** Queues the test e-mail to this address; answers it as the outbox lists it. */
export async function queueTestMail(ctx: Context, to: string): Promise<OutboxMessage> {
  const content = await testMail(ctx.siteOrigin);
  const [id] = await ctx.em.transactional((tx) =>
    queueMail(tx, content, [{ to }], TEST_MAIL_PURPOSE),
  );
  const queued = await outboxMessage(ctx.em, id!);
  if (!queued) throw new Error(`The test e-mail ${id} was queued but cannot be read back`);
  return queued;
}
