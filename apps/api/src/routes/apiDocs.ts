import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { openApiDocument } from '../openapi/openApiDocument';

/** GET /api/openapi.json, and interactive documentation at /api/docs (served from this server, no CDN). */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  const document = openApiDocument();
  const json = JSON.stringify(document);

  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(json),
  );

  await app.register(fastifySwagger, {
    mode: 'static',
    // The same OpenAPI 3.1 object, described by another type library.
    specification: { document: document as unknown as StaticDocumentSpec['document'] },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its policy would move the page's requests to https, which breaks the docs of a plain-http (local) run,
    // and refuses the inline styles Swagger UI sets on its own elements.
    transformStaticCSP: (policy) =>
      policy
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline' https:"),
    // Without the explore bar: this page documents this API only.
    uiConfig: { docExpansion: 'list', deepLinking: true, layout: 'BaseLayout' },
  });
};
