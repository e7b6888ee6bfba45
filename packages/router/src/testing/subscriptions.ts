import type { Orm } from '@studio/db';

/** The confirmation e-mails in the outbox, oldest first: to whom, and the token of the link each carries. */
export async function confirmationsSent(orm: Orm): Promise<Array<{ to: string; token: string }>> {
  const rows = await orm.em.fork().execute<Array<{ to: string; url: string }>>(
    `select to_address as "to", personal_values ->> 'confirmUrl' as url
       from outbox_messages where purpose = 'confirmation' order by id`,
  );
  return rows.map(({ to, url }) => ({ to, token: url.split('/').pop()! }));
}

/** The unsubscribe token of an address on a list (`news` or an app's slug). */
export async function unsubscribeTokenOf(orm: Orm, email: string, list = 'news'): Promise<string> {
  const [row] = await orm.em.fork().execute<Array<{ token: string }>>(
    `select s.unsubscribe_token as token from subscribers s left join apps a on a.id = s.app_id
      where s.email = ? and coalesce(a.slug, 'news') = ?`,
    [email, list],
  );
  if (!row) throw new Error(`${email} is not on ${list}`);
  return row.token;
}

/** Moves every subscriber's times this many hours back, as if that time had passed. */
export async function hoursPass(orm: Orm, hours: number): Promise<void> {
  await orm.em.fork().execute(
    `update subscribers set
       created_at = created_at - make_interval(hours => ?),
       confirm_expires_at = confirm_expires_at - make_interval(hours => ?),
       confirmation_sent_at = confirmation_sent_at - make_interval(hours => ?)`,
    [hours, hours, hours],
  );
}

/** The outbox's messages of one batch (`launch:app:3`, `post:7`, …): to whom, and their unsubscribe links. */
export async function mailsOfPurpose(
  orm: Orm,
  purpose: string,
): Promise<Array<{ to: string; subject: string; unsubscribeUrl: string | null }>> {
  return orm.em.fork().execute(
    `select m.to_address as "to", c.subject, m.personal_values ->> 'unsubscribeUrl' as "unsubscribeUrl"
       from outbox_messages m join mail_contents c on c.id = m.content_id
      where m.purpose = ? order by m.to_address`,
    [purpose],
  );
}
