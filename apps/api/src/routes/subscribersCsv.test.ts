import { confirmationLinkOf, subscribeOverRest } from '../testing/subscriptions';
import { useAdminSession, useTestServer, withSession } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);
const csvOf = (query: string, session = admin()) =>
  server().app.inject({ method: 'GET', url: `/api/admin/subscribers.csv${query}`, ...session });

describe('GET /api/admin/subscribers.csv', () => {
  it("downloads a list's addresses as an RFC 4180 attachment, kept by nobody", async () => {
    await subscribeOverRest(server(), { email: 'csv@example.com' });
    await confirmationLinkOf(server(), 'csv@example.com');
    const answer = await csvOf('?list=news');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="subscribers-news.csv"',
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toMatch(
      /^id,email,list,state,created_at,confirmed_at\r\n\d+,csv@example\.com,news,waiting,\S+Z,\r\n$/,
    );
  });

  it('refuses a missing list with 400 and an unknown one with 404', async () => {
    const missing = await csvOf('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.list).toEqual([expect.any(String)]);
    expect((await csvOf('?list=no-such-app')).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await server().app.inject('/api/admin/subscribers.csv?list=news')).statusCode).toBe(
      401,
    );
    const visitor = withSession(await server().registerUser());
    expect((await csvOf('?list=news', visitor)).statusCode).toBe(403);
  });
});
