// A catalog as the build compiles it, for the tests (./catalogResolver.cjs): each message compiled by the
// same library, messageformat, when loaded.
const { readFileSync } = require('node:fs');
const MessageFormat = require('@messageformat/core');

module.exports = function compiledCatalog(file, locale) {
  const messageFormat = new MessageFormat(locale);
  return Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([key, message]) => [
      key,
      messageFormat.compile(message),
    ]),
  );
};
