const preset = require('../../jest.preset.cjs');

// What the API loads as ESM (@fastify/cookie imports "cookie" dynamically, and @react-email/render
// react-dom/server; file-type and the packages it reads with are ESM only): compiled to CommonJS for Jest
// too. Scoped names match both pnpm spellings.
const esmOnly = [
  '@react-email[+/]render',
  'content-disposition',
  '@fastify[+/]cookie',
  'cookie',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer[+/]inflate',
  '@borewit[+/]text-codec',
];

module.exports = {
  ...preset,
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')}))`],
};
