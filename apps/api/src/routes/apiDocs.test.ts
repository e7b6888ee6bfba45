import { useTestServer } from '../testing/testServer';

const server = useTestServer();

interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<
    string,
    Record<string, { security?: unknown[]; responses: Record<string, unknown> }>
  >;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    schemas: Record<string, unknown>;
  };
}

// Every call of SPEC section 7, as paths relative to /api (slug and id share /apps/{param}).
const SPEC_CALLS = [
  ['get', '/user'],
  ['post', '/login'],
  ['post', '/register'],
  ['post', '/logout'],
  ['get', '/apps'],
  ['get', '/apps/{param}'],
  ['get', '/apps/{slug}/terms'],
  ['get', '/apps/{slug}/privacy'],
  ['get', '/blog'],
  ['get', '/blog/{slug}'],
  ['get', '/admin/blog'],
  ['get', '/admin/blog/{id}'],
  ['post', '/admin/apps'],
  ['put', '/admin/apps/{id}'],
  ['delete', '/admin/apps/{id}'],
  ['post', '/admin/blog'],
  ['put', '/admin/blog/{id}'],
  ['delete', '/admin/blog/{id}'],
  ['post', '/admin/upload'],
] as const;

describe('GET /api/openapi.json', () => {
  let document: Document;
  beforeAll(async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<Document>();
  });

  it('is an OpenAPI 3 document served under /api', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.servers).toEqual([{ url: '/api' }]);
  });

  it.each(SPEC_CALLS)('describes %s %s', (method, path) => {
    expect(document.paths[path]?.[method]).toBeDefined();
  });

  it('describes the files, the placeholder and the health check', () => {
    for (const path of ['/files/{id}/{name}', '/files/{id}', '/placeholder-image', '/health']) {
      expect(document.paths[path]?.get).toBeDefined();
    }
  });

  it.each([
    ['post', '/events'],
    ['get', '/admin/analytics'],
    ['get', '/admin/settings/app-ads'],
    ['put', '/admin/settings/app-ads'],
    ['get', '/admin/apps/{id}'],
    ['get', '/admin/apps/{id}/readiness'],
    ['get', '/apps/{slug}/account-deletion'],
  ] as const)('describes the growth call %s %s', (method, path) => {
    expect(document.paths[path]?.[method]).toBeDefined();
  });

  it('documents the new app fields', () => {
    const schemas = JSON.stringify(document.paths['/admin/apps']!.post);
    for (const field of [
      'playStoreLink',
      'supportEmail',
      'supportUrl',
      'accountDeletion',
      'deepLinks',
      'androidSha256Fingerprints',
    ]) {
      expect(schemas).toContain(`"${field}"`);
    }
  });

  it('secures admin calls with the session cookie, and leaves public ones open', () => {
    expect(document.components.securitySchemes.sessionCookie).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'studio_session' }),
    );
    expect(document.paths['/admin/apps']!.post!.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths['/apps']!.get!.security).toBeUndefined();
  });

  it('secures every admin call with the session cookie, the plain routes too, and documents 401 and 403', () => {
    const adminOperations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/admin/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, op]) => ({ path, method, op })),
      );
    expect(adminOperations.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['post /admin/upload', 'get /admin/export', 'post /admin/import']),
    );
    for (const { op } of adminOperations) {
      expect(op.security).toEqual([{ sessionCookie: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('documents every error answer with the one body the API sends', () => {
    // The health check aside: its 503 is a status report, not an error.
    const errorAnswers = Object.entries(document.paths)
      .filter(([path]) => path !== '/health')
      .flatMap(([, operations]) =>
        Object.values(operations).flatMap((op) =>
          Object.entries(op.responses)
            .filter(([status]) => Number(status) >= 400)
            .map(([, response]) => response as { content: Record<string, { schema: unknown }> }),
        ),
      );
    expect(errorAnswers.length).toBeGreaterThan(50);
    for (const answer of errorAnswers) {
      expect(answer.content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
      });
    }
    expect(Object.keys(document.components.schemas)).not.toContainEqual(
      expect.stringMatching(/^error\./),
    );
    expect(document.components.schemas.ApiError).toEqual(
      expect.objectContaining({ required: ['message'] }),
    );
  });

  it('describes the media library as admin calls', () => {
    for (const [path, method] of [
      ['/admin/files', 'get'],
      ['/admin/files/{id}', 'delete'],
    ] as const) {
      expect(document.paths[path]?.[method]?.security).toEqual([{ sessionCookie: [] }]);
    }
    expect(document.paths['/admin/files/{id}']!.delete!.responses['409']).toBeDefined();
  });

  it('documents 201 for creation', () => {
    expect(document.paths['/register']!.post!.responses['201']).toBeDefined();
  });
});

describe('GET /api/docs', () => {
  it('serves the interactive documentation from this server', async () => {
    const page = await server().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    const script = await server().app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(script.statusCode).toBe(200);
  });
});
