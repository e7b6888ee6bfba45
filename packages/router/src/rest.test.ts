import type { EntityManager } from '@mikro-orm/postgresql';
import { INTERNAL_ERROR_MESSAGE, type User } from '@studio/schemas';
import { createOpenApiFetchHandler, generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './routers';
import { ADMIN, appFields, callAs, useTestDatabase } from './testing/harness';

const orm = useTestDatabase();

/** One REST request as the API server will route it, answered by the real procedures. */
async function rest(
  method: string,
  path: string,
  options: { user?: User | null; body?: unknown; em?: EntityManager } = {},
) {
  const { ctx } = callAs(orm(), options.user ?? null);
  if (options.em) ctx.em = options.em;
  const response = await createOpenApiFetchHandler({
    req: new Request(`http://studio.test/api${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    endpoint: '/api',
    router: appRouter,
    createContext: () => ctx,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('REST answers', () => {
  it('documents every procedure in an OpenAPI document', () => {
    const document = generateOpenApiDocument(appRouter, {
      title: 'Studio API',
      version: '1.0.0',
      baseUrl: 'http://studio.test/api',
    });
    expect(Object.keys(document.paths ?? {})).toEqual(
      expect.arrayContaining([
        '/apps/{param}',
        '/apps/{slug}/terms',
        '/admin/apps/{id}',
        '/admin/blog/{id}',
      ]),
    );
  });

  it('serves an app and its terms by slug', async () => {
    await callAs(orm(), ADMIN).caller.admin.apps.create(appFields());
    expect(await rest('GET', '/apps/space-miner/terms')).toEqual({
      status: 200,
      body: { appName: 'Space Miner', terms: 'Play fair.\nHave fun.' },
    });
    expect((await rest('GET', '/apps/space-miner')).body.slug).toBe('space-miner');
  });

  it('answers 400 with the validation messages per field', async () => {
    const { status, body } = await rest('POST', '/admin/apps', {
      user: ADMIN,
      body: appFields({ slug: 'Bad Slug', screenshots: [] }),
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      slug: ['Slug can only contain lowercase letters, numbers, and hyphens'],
      screenshots: ['At least one screenshot is required'],
    });
  });

  it('answers 409 with the message on the slug field', async () => {
    await rest('POST', '/admin/apps', { user: ADMIN, body: appFields() });
    const { status, body } = await rest('POST', '/admin/apps', { user: ADMIN, body: appFields() });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      message: 'Another app already uses this slug',
      errors: { slug: ['Another app already uses this slug'] },
    });
  });

  it('answers 401 "Not authenticated" to a signed-out admin call', async () => {
    const { status, body } = await rest('DELETE', '/admin/apps/1');
    expect(status).toBe(401);
    expect(body.message).toBe('Not authenticated');
  });

  it('answers 404 with the message for a missing post', async () => {
    const { status, body } = await rest('GET', '/blog/nothing-here');
    expect(status).toBe(404);
    expect(body.message).toBe('Blog post not found');
  });

  it('hides the details of unexpected errors', async () => {
    const brokenEm = {
      find: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    } as unknown as EntityManager;
    const { status, body } = await rest('GET', '/apps', { em: brokenEm });
    expect(status).toBe(500);
    expect(body.message).toBe(INTERNAL_ERROR_MESSAGE);
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
  });
});
