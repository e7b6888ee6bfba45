import {
  confirmationLinkOf,
  newsStateOf,
  subscribeOverRest,
  unsubscribePathOf,
} from '../testing/subscriptions';
import { useTestServer } from '../testing/testServer';

const server = useTestServer();

async function confirmedSubscriber(email: string): Promise<string> {
  await subscribeOverRest(server(), { email }, '192.0.2.20');
  const confirm = new URL(await confirmationLinkOf(server(), email));
  await server().app.inject(`/api/subscriptions/confirm/${confirm.pathname.split('/').pop()}`);
  return unsubscribePathOf(server(), email);
}

/** As a mail provider's server posts: no cookie, its own Origin or none. */
const oneClick = (url: string, headers: Record<string, string>, payload: string) =>
  server().app.inject({ method: 'POST', url, headers, payload });

describe('the one-click unsubscribe (RFC 8058)', () => {
  it('unsubscribes at once a form-encoded List-Unsubscribe=One-Click from another site', async () => {
    const url = await confirmedSubscriber('oneclick@example.com');
    const answer = await oneClick(
      url,
      {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.provider.example',
        'sec-fetch-site': 'cross-site',
      },
      'List-Unsubscribe=One-Click',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ list: 'news', state: 'unsubscribed' });
    expect(await newsStateOf(server(), 'oneclick@example.com')).toBe('unsubscribed');
  });

  it("unsubscribes at the link of a German subscriber's e-mails, under /de", async () => {
    const url = `/de${await confirmedSubscriber('deutsch@example.com')}`;
    const answer = await oneClick(
      url,
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      'List-Unsubscribe=One-Click',
    );
    expect(answer.statusCode).toBe(200);
    expect(await newsStateOf(server(), 'deutsch@example.com')).toBe('unsubscribed');
  });

  it('takes the body as multipart/form-data too, without an Origin', async () => {
    const url = await confirmedSubscriber('multipart@example.com');
    const boundary = 'one-click-boundary';
    const answer = await oneClick(
      url,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    );
    expect(answer.statusCode).toBe(200);
    expect(await newsStateOf(server(), 'multipart@example.com')).toBe('unsubscribed');
  });

  it("sends a browser that posts the page's form before its script runs back to the page, unsubscribed", async () => {
    const url = await confirmedSubscriber('no-script@example.com');
    const answer = await oneClick(
      url,
      {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        'sec-fetch-mode': 'navigate',
      },
      'List-Unsubscribe=One-Click',
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(url);
    expect(await newsStateOf(server(), 'no-script@example.com')).toBe('unsubscribed');
  });

  it('refuses another body with 400, changing nothing', async () => {
    const url = await confirmedSubscriber('wrong-body@example.com');
    const answer = await oneClick(
      url,
      { 'content-type': 'application/x-www-form-urlencoded' },
      'List-Unsubscribe=Yes',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: expect.any(String),
      errors: {
        'List-Unsubscribe': [
          'The body must be List-Unsubscribe=One-Click, form-encoded (RFC 8058).',
        ],
      },
    });
    expect(await newsStateOf(server(), 'wrong-body@example.com')).toBe('confirmed');
  });

  it('answers an unknown link 404', async () => {
    const answer = await oneClick(
      '/subscriptions/unsubscribe/made-up',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'List-Unsubscribe=One-Click',
    );
    expect(answer.statusCode).toBe(404);
  });

  it('leaves every other route to the same-origin and JSON rules', async () => {
    const url = await confirmedSubscriber('api-route@example.com');
    const viaApi = await server().app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(viaApi.statusCode).toBe(403);
    const formToApi = await server().app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=form@example.com',
    });
    expect(formToApi.statusCode).toBe(415);
    expect(await newsStateOf(server(), 'api-route@example.com')).toBe('confirmed');
  });
});
