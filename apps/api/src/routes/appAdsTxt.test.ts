import { useAdminSession, useTestServer } from '../testing/testServer';

const server = useTestServer();
const admin = useAdminSession(server);

const save = (content: string) =>
  server().app.inject({
    method: 'PUT',
    url: '/api/admin/settings/app-ads',
    ...admin(),
    payload: { content },
  });
const appAdsTxt = () => server().app.inject({ method: 'GET', url: '/app-ads.txt' });

describe('/app-ads.txt', () => {
  it('is a 404 while nothing is saved', async () => {
    expect((await appAdsTxt()).statusCode).toBe(404);
  });

  it('serves the saved file as UTF-8 plain text', async () => {
    const content = '# Pixelwave\ngoogle.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n';
    expect((await save(content)).json()).toEqual({ content });
    const response = await appAdsTxt();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(content);
  });

  it('is a 404 again once the file is emptied', async () => {
    await save('');
    expect((await appAdsTxt()).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/settings/app-ads', () => {
  it('refuses a bad line with 400 naming the line, and keeps the file', async () => {
    await save('google.com, pub-1, DIRECT');
    const response = await save('google.com, pub-1, DIRECT\nappnexus.com, 1234');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'Line 2: a record needs a domain, a publisher id and DIRECT or RESELLER, separated by commas',
      errors: {
        content: [
          'Line 2: a record needs a domain, a publisher id and DIRECT or RESELLER, separated by commas',
        ],
      },
    });
    const current = await server().app.inject({
      method: 'GET',
      url: '/api/admin/settings/app-ads',
      ...admin(),
    });
    expect(current.json()).toEqual({ content: 'google.com, pub-1, DIRECT' });
  });
});
