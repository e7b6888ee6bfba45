import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz copies next to every text file of the build, so the server can send them as they are
 * (no compression work per request) to browsers that accept them.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    // The browser's build only: the server bundle is never sent to anyone.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'favicon.svg'].filter((file) =>
        COMPRESSIBLE.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path).catch(() => null);
          if (!content || content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
