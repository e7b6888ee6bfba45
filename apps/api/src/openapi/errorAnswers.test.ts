import Ajv2020 from 'ajv/dist/2020';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  useAdminSession,
  USER_PASSWORD,
  useTestServer,
  withSession,
  type SessionCookies,
} from '../testing/testServer';
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

/** Each operation of the document: its path as documented and its method. */
function documentedOperations(): { path: string; method: InjectOptions['method'] }[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      path,
      method: method.toUpperCase() as InjectOptions['method'],
    })),
  );
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A URL of the operation, its path parameters filled in (with `id` when given). */
function urlOf(path: string, id = '999999'): string {
  const filled = path
    .replace('/files/{id}', '/files/00000000-0000-0000-0000-000000000000')
    .replace('{id}', id)
    .replace(/\{(param|slug)\}/, 'no-such-thing')
    .replace('{name}', 'x.png');
  return `/api${filled}`;
}

/**
 * Sends the request to every operation and answers what was not documented: a status the operation does
 * not declare, or an error body that does not match what it declares.
 */
async function undocumentedAnswers(
  operations: { path: string; method: InjectOptions['method'] }[],
  request: (operation: { path: string; method: InjectOptions['method'] }) => InjectOptions,
): Promise<string[]> {
  const undocumented: string[] = [];
  for (const operation of operations) {
    const response: LightMyRequestResponse = await server().app.inject(request(operation));
    const name = `${operation.method} ${operation.path} ${response.statusCode}`;
    const declared =
      document.paths[operation.path]?.[operation.method!.toLowerCase()]?.responses[
        String(response.statusCode)
      ];
    if (!declared) {
      undocumented.push(`${name}: not documented`);
      continue;
    }
    const schema = declared.content?.['application/json']?.schema;
    if (response.statusCode < 400 || !schema) continue;
    const validate = validator.compile({ ...schema, components: document.components });
    if (!validate(response.json())) undocumented.push(`${name}: ${response.body}`);
  }
  return undocumented;
}

describe('every status the API answers is documented for its operation', () => {
  const writes = () => documentedOperations().filter(({ method }) => WRITES.includes(method!));
  /** A session of its own, since the probes sign out too. */
  const ownAdmin = async (): Promise<SessionCookies> => withSession(await server().logIn());

  it('refusals of another site (403), for every write', async () => {
    const session = await ownAdmin();
    const statuses: number[] = [];
    const undocumented = await undocumentedAnswers(writes(), ({ path, method }) => ({
      method,
      url: urlOf(path),
      payload: {},
      headers: { 'sec-fetch-site': 'cross-site' },
      ...session,
    }));
    expect(undocumented).toEqual([]);
    for (const { path, method } of writes()) {
      const response = await server().app.inject({
        method,
        url: urlOf(path),
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
      });
      statuses.push(response.statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([403]));
  });

  it('answers to a caller signed out, and to one signed in without admin rights', async () => {
    const visitor = withSession(await server().registerUser());
    for (const session of [{}, visitor]) {
      const undocumented = await undocumentedAnswers(
        documentedOperations(),
        ({ path, method }) => ({
          method,
          url: urlOf(path),
          ...(WRITES.includes(method!) ? { payload: {} } : {}),
          ...session,
        }),
      );
      expect(undocumented).toEqual([]);
    }
  });

  it('answers to an admin, for what is missing and for empty or non-JSON bodies', async () => {
    const session = await ownAdmin();
    const others = documentedOperations().filter(({ path }) => path !== '/logout');
    expect(
      await undocumentedAnswers(others, ({ path, method }) => ({
        method,
        url: urlOf(path),
        ...(WRITES.includes(method!) ? { payload: {} } : {}),
        ...session,
      })),
    ).toEqual([]);
    expect(
      await undocumentedAnswers(writes(), ({ path, method }) => ({
        method,
        url: urlOf(path),
        payload: 'plain text',
        headers: { 'content-type': 'text/plain' },
        ...session,
      })),
    ).toEqual([]);
  });

  it('"Id must be a whole number" (400), from every route of a numbered app or post', async () => {
    const session = await ownAdmin();
    const withIds = documentedOperations().filter(({ path }) =>
      /^\/admin\/(apps|blog)\/\{id\}/.test(path),
    );
    expect(withIds.length).toBeGreaterThan(5);
    for (const { path, method } of withIds) {
      const response = await server().app.inject({
        method,
        url: urlOf(path, 'abc'),
        ...(WRITES.includes(method!) ? { payload: {} } : {}),
        ...session,
      });
      expect({ path, method, status: response.statusCode }).toEqual({ path, method, status: 400 });
      expect(response.json()).toEqual(
        expect.objectContaining({
          errors: expect.objectContaining({ id: ['Id must be a whole number'] }),
        }),
      );
    }
    expect(
      await undocumentedAnswers(withIds, ({ path, method }) => ({
        method,
        url: urlOf(path, 'abc'),
        ...session,
      })),
    ).toEqual([]);
  });

  it('too many registrations from one address (429)', async () => {
    const register = (n: number) => ({
      method: 'POST' as const,
      url: '/register',
      payload: { username: `crowd${n}`, password: USER_PASSWORD },
      remoteAddress: '198.51.100.40',
    });
    for (let n = 0; n < 10; n++) {
      await server().app.inject({ ...register(n), url: '/api/register' });
    }
    await answerMatchesDocument('/register', register(10), 429);
  });
});
