import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lowPriorityScripts } from './vite-plugins/lowPriorityScripts.ts';
import { pageModuleIds } from './vite-plugins/pageModuleIds.ts';
import { compiledCatalogs } from './vite-plugins/compiledCatalogs.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { reactRouterTreeShaking } from './vite-plugins/reactRouterTreeShaking.ts';
import { shortClassNames } from './vite-plugins/shortClassNames.ts';
import { themeVariables } from './vite-plugins/themeVariables.ts';

/** A group for vendor JavaScript (stylesheets stay with the chunk that imports them). */
function vendor(name: string, packages: RegExp) {
  return {
    name,
    test: (id: string) => packages.test(id) && !id.endsWith('.css'),
    // Only what the public pages need (the entries' code): admin-only library code stays in its chunks.
    tags: ['$initial' as const],
  };
}

const SITE_CODE = /[\\/](apps[\\/]web|packages[\\/](ui|schemas))[\\/]src[\\/]/;
/** index.html's own script and what it imports: what runs before the first paint, kept out of the site's chunk. */
const FIRST_PAINT_CODE =
  /[\\/]src[\\/](main\.tsx|afterFirstPaint\.ts|theme[\\/]mantineStyles\.ts)$/;

/** Vendor code every visit loads, split by how often it changes so browsers cache it well. */
const VENDOR_CHUNKS = [
  vendor(
    'react',
    /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  ),
  vendor(
    'mantine',
    /node_modules[\\/](@mantine|@floating-ui|@tabler|clsx|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib)[\\/]/,
  ),
  vendor('data', /node_modules[\\/](@tanstack|@trpc)[\\/]/),
  // The site's own code that starts every page, in one chunk rather than a small one per module a lazy
  // page shares with it. Its dependencies stay where they are (the schemas' index would bring in zod).
  {
    name: 'site',
    test: (id: string) => SITE_CODE.test(id) && !FIRST_PAINT_CODE.test(id) && !id.endsWith('.css'),
    tags: ['$initial' as const],
    includeDependenciesRecursively: false,
  },
  // Every style the pages' common code needs, in one stylesheet: each one more would be one more
  // request before first paint. Vite's preload helper joins them: index.html's script imports both, and
  // each chunk it imports is one more <link rel="modulepreload"> in every page.
  {
    name: 'styles',
    test: (id: string) => id.endsWith('.css') || id.includes('vite/preload-helper'),
    tags: ['$initial' as const],
  },
];

/**
 * React Router's production build. Its package.json points every bundler at its development build, whose
 * only difference is that its warnings are on (remix-run/react-router#14102): about 0.5 KB gzip of every
 * page's first load. Both its entries are taken from the same build, or the two would not share a context.
 */
function reactRouterProductionBuild() {
  const fromReactRouterDom = createRequire(
    createRequire(import.meta.url).resolve('react-router-dom'),
  );
  const development = dirname(fromReactRouterDom.resolve('react-router'));
  if (basename(development) !== 'development')
    throw new Error(`React Router moved: ${development}`);
  const production = join(dirname(development), 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}

/**
 * Two builds into dist/: the browser's (dist/client, with a manifest the server reads to link each
 * page's styles) and the server entry (dist/server/entry-server.cjs), which the API server loads to
 * render pages. The server build bundles its dependencies, so it runs from any WEB_DIST_DIR.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    compiledCatalogs(),
    pageModuleIds(),
    reactRouterTreeShaking(),
    themeVariables(),
    lowPriorityScripts(),
    precompress(),
  ],
  // Development keeps React Router's warnings.
  resolve: command === 'build' ? { alias: reactRouterProductionBuild() } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        copyPublicDir: false,
        rolldownOptions: {
          output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
        },
      }
    : {
        outDir: 'dist/client',
        target: 'es2022',
        manifest: true,
        rolldownOptions: {
          // The site's code is an entry of its own: index.html loads only main.tsx, which imports it
          // once the page has painted.
          input: { index: 'index.html', app: 'src/clientStart.ts' },
          output: {
            codeSplitting: { groups: VENDOR_CHUNKS },
          },
        },
      },
  // Short class names in the build (the same in both builds): every page repeats them on its elements.
  // Development keeps the readable ones.
  css:
    command === 'build'
      ? {
          modules: {
            generateScopedName: shortClassNames(fileURLToPath(new URL('src', import.meta.url))),
          },
        }
      : {},
  // The built server entry carries its dependencies; in development Node loads them from node_modules.
  ssr: command === 'build' ? { noExternal: true, target: 'node' } : {},
  // The server bundle runs React's production build, as the browser's does.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
