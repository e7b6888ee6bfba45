// The tests' stand-in for the build's catalog modules (vite-plugins/compiledCatalogs.ts): Jest reads a .json
// import as data only, so each message is compiled here by the same library, messageformat, when loaded.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const MessageFormat = require('@messageformat/core');

module.exports = function compiledCatalog(locale) {
  const source = readFileSync(join(__dirname, '../messages/catalogs', `${locale}.json`), 'utf8');
  const messageFormat = new MessageFormat(locale);
  return Object.fromEntries(
    Object.entries(JSON.parse(source)).map(([key, message]) => [
      key,
      messageFormat.compile(message),
    ]),
  );
};
