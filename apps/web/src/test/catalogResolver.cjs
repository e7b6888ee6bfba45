// Jest reads a .json import as data only, while the build compiles a catalog into functions
// (vite-plugins/compiledCatalogs.ts). Any catalog (a `catalogs/<locale>.json`) resolves instead to a
// module that compiles it with the same library, messageformat, when loaded (./compiledCatalog.cjs).
const { existsSync, mkdirSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const CATALOG = /[\\/]catalogs[\\/]([\w-]+)\.json$/;
const GENERATED = join(__dirname, '../../node_modules/.cache/compiled-catalogs');
const COMPILER = join(__dirname, 'compiledCatalog.cjs');

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  const locale = CATALOG.exec(resolved)?.[1];
  if (!locale) return resolved;
  const module = join(GENERATED, `${resolved.replace(/[^\w-]+/g, '_')}.cjs`);
  if (existsSync(module)) return module;
  mkdirSync(GENERATED, { recursive: true });
  // Written aside and renamed into place: Jest's workers resolve in parallel.
  const written = `${module}.${process.pid}`;
  writeFileSync(
    written,
    `module.exports = require(${JSON.stringify(COMPILER)})(${JSON.stringify(resolved)}, ${JSON.stringify(locale)});\n`,
  );
  renameSync(written, module);
  return module;
};
