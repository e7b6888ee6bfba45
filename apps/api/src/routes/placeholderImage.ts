import type { FastifyPluginAsync } from 'fastify';
import { UPLOADED_FILE_POLICY } from '../files/fileHeaders';
import type { RouteDeclaration } from './declaredRoute';
import { binarySchema } from '../openapi/fileBodies';

// A soft grey-blue gradient with a framed "picture" glyph (sun and hills): neutral beside any artwork, 4:3.
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="Image unavailable">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#eef2f7"/>
<stop offset="1" stop-color="#dde3ec"/>
</linearGradient>
</defs>
<rect width="800" height="600" fill="url(#bg)"/>
<g fill="none" stroke="#8a96a8" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
<rect x="310" y="230" width="180" height="140" rx="18"/>
<path d="M318 350l54-54 38 38 26-26 46 46"/>
</g>
<circle cx="448" cy="268" r="14" fill="#8a96a8"/>
</svg>
`;

export const placeholderImageDeclaration: RouteDeclaration = {
  method: 'GET',
  url: '/api/placeholder-image',
  access: 'public',
  withoutDatabase: true,
  openapi: {
    tags: ['Files'],
    summary: 'The picture shown where an image is missing',
    responses: {
      '200': {
        description: 'An SVG',
        content: { 'image/svg+xml': { schema: binarySchema } },
      },
    },
    errors: {},
  },
};

/** GET /api/placeholder-image: what the site shows when a picture is missing. */
export const placeholderImageRoute: FastifyPluginAsync = async (app) => {
  const { method, url } = placeholderImageDeclaration;
  app.route({
    method,
    url,
    handler: async (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', UPLOADED_FILE_POLICY)
        .send(PLACEHOLDER_SVG),
  });
};
