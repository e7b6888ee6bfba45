import Ajv2020 from 'ajv/dist/2020';
import type { InjectOptions } from 'fastify';
import { useAdminSession, useTestServer, withSession } from '../testing/testServer';
import { appFields } from '../testing/siteContent';

const server = useTestServer();
const admin = useAdminSession(server);

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>;
  components: unknown;
}
interface ResponseObject {
  content?: Record<string, { schema: object }>;
}

const validator = new Ajv2020({ strict: false });
let document: Document;

beforeAll(async () => {
  document = (await server().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});

/**
 * Sends the request and checks its answer against what the document declares for this path, method and
 * status: the status must be documented, and the body must match its schema.
 */
async function answerMatchesDocument(path: string, request: InjectOptions, status: number) {
  const response = await server().app.inject({ ...request, url: `/api${request.url as string}` });
  expect(response.statusCode).toBe(status);
  const method = (request.method ?? 'GET').toLowerCase();
  const declared = document.paths[path]?.[method]?.responses[String(status)];
  expect(declared).toBeDefined();
  const schema = declared!.content?.['application/json']?.schema;
  expect(schema).toBeDefined();
  const validate = validator.compile({ ...schema, components: document.components });
  const body: unknown = response.json();
  expect({ body, valid: validate(body), problems: validate.errors ?? null }).toEqual({
    body,
    valid: true,
    problems: null,
  });
  return body;
}

describe('every error answer matches the body the API document declares', () => {
  it('validation failure (400) with messages per field', async () => {
    const body = await answerMatchesDocument(
      '/admin/apps',
      {
        method: 'POST',
        url: '/admin/apps',
        payload: { ...appFields({ name: 'Star Hopper', slug: 'Bad Slug!' }) },
        ...admin(),
      },
      400,
    );
    expect(body).toEqual(expect.objectContaining({ errors: expect.any(Object) }));
  });

  it('not found (404)', async () => {
    await answerMatchesDocument('/apps/{param}', { url: '/apps/no-such-app' }, 404);
  });

  it('not signed in (401), from a procedure and from the upload', async () => {
    await answerMatchesDocument('/admin/blog', { url: '/admin/blog' }, 401);
    await answerMatchesDocument(
      '/admin/upload',
      { method: 'POST', url: '/admin/upload', payload: {} },
      401,
    );
  });

  it('signed in without admin rights (403), from a procedure and from the export', async () => {
    const visitor = withSession(await server().registerUser());
    await answerMatchesDocument('/admin/blog', { url: '/admin/blog', ...visitor }, 403);
    await answerMatchesDocument('/admin/export', { url: '/admin/export', ...visitor }, 403);
  });

  it('conflict (409) with the field in use', async () => {
    const create = {
      method: 'POST' as const,
      url: '/admin/apps',
      payload: appFields({ name: 'Star Hopper', slug: 'taken-slug' }),
    };
    const first = await server().app.inject({ ...create, url: '/api/admin/apps', ...admin() });
    expect(first.json()).toEqual(expect.objectContaining({ slug: 'taken-slug' }));
    const body = await answerMatchesDocument('/admin/apps', { ...create, ...admin() }, 409);
    expect(body).toEqual(expect.objectContaining({ errors: { slug: expect.any(Array) } }));
  });

  it('too many attempts (429)', async () => {
    const login = {
      method: 'POST' as const,
      url: '/login',
      payload: { username: 'admin', password: 'wrong password' },
      remoteAddress: '198.51.100.7',
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await server().app.inject({ ...login, url: '/api/login' });
    }
    await answerMatchesDocument('/login', login, 429);
  });
});
