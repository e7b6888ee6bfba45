const preset = require('../../jest.preset.cjs');

// What the API's Fastify plugins load as ESM (@fastify/cookie imports "cookie" dynamically): compiled to
// CommonJS for Jest too. Scoped names match both pnpm spellings.
const esmOnly = ['content-disposition', '@fastify[+/]cookie', 'cookie'];

module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')}))`],
};
