// Bundles the server into dist/main.js (the front) and dist/appProcess.js (the app it forks): the workspace
// packages (@studio/*) are compiled in, every npm package stays an import of node_modules. Each of those must be a dependency of this package, so that
// `node dist/main.js` (or a `pnpm deploy` of this package) finds it.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';

const manifest = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const dependencies = new Set(Object.keys(manifest.dependencies));
const builtins = new Set(builtinModules);

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const used = new Set();

/** Keeps npm packages external and records which ones the bundle imports. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      if (path.startsWith('node:') || builtins.has(path)) return { path, external: true };
      const name = packageName(path);
      if (name.startsWith('@studio/')) return undefined;
      used.add(name);
      return { path, external: true };
    });
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/appProcess.ts'],
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});

const undeclared = [...used].filter((name) => !dependencies.has(name)).sort();
if (undeclared.length) {
  console.error(
    `dist/ imports packages that are not dependencies of @studio/api: ${undeclared.join(', ')}`,
  );
  process.exit(1);
}
console.log(`dist/main.js and dist/appProcess.js built; they import ${used.size} npm packages`);
