import type { TestServer } from './testServer';

/** Subscribes this address over REST, from its own client address (subscriptions are limited per address). */
export function subscribeOverRest(
  server: TestServer,
  payload: object,
  remoteAddress = '192.0.2.10',
) {
  return server.app.inject({ method: 'POST', url: '/api/subscriptions', payload, remoteAddress });
}

/** The confirmation link queued for an address, as its e-mail carries it. */
export async function confirmationLinkOf(server: TestServer, email: string): Promise<string> {
  const [row] = await server.query<{ url: string }>(
    `select personal_values ->> 'confirmUrl' as url from outbox_messages
      where purpose = 'confirmation' and to_address = ? order by id desc limit 1`,
    [email],
  );
  if (!row) throw new Error(`No confirmation was queued for ${email}`);
  return row.url;
}

/** The unsubscribe path of an address on the news list. */
export async function unsubscribePathOf(server: TestServer, email: string): Promise<string> {
  const [row] = await server.query<{ token: string }>(
    'select unsubscribe_token as token from subscribers where email = ? and app_id is null',
    [email],
  );
  if (!row) throw new Error(`${email} is not on the news list`);
  return `/subscriptions/unsubscribe/${row.token}`;
}

/** The state of an address on the news list. */
export async function newsStateOf(server: TestServer, email: string): Promise<string | undefined> {
  const [row] = await server.query<{ state: string }>(
    'select state from subscribers where email = ? and app_id is null',
    [email],
  );
  return row?.state;
}
