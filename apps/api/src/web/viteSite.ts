import middie from '@fastify/middie';
import type { CreateSiteRenderer } from '@studio/web/render-contract';
import type { Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'vite';
import { SITE_CONTENT_SECURITY_POLICY } from '../http/securityHeaders';
import type { Website } from './website';

const SERVER_ENTRY = '/src/entry-server.tsx';

// Vite's client in development: an inline script (React's refresh preamble) and a socket for updates.
const DEVELOPMENT_POLICY = SITE_CONTENT_SECURITY_POLICY.replace(
  "script-src 'self'",
  "script-src 'self' 'unsafe-inline'",
).replace("connect-src 'self'", "connect-src 'self' ws: wss:");

/**
 * The website straight from its sources, for `pnpm dev`: Vite in middleware mode serves the modules and
 * hot updates (its socket on this server's port), and each page is rendered by the server entry as it
 * is on disk now. Nothing is cached.
 */
export async function viteSite(webDir: string, httpServer: Server): Promise<Website> {
  const vite = await createServer({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: { server: httpServer } },
  });
  const loadEntry = async () =>
    (await vite.ssrLoadModule(SERVER_ENTRY)) as { createSiteRenderer: CreateSiteRenderer };
  const { files } = (await loadEntry()).createSiteRenderer({ template: '', manifest: null });

  return {
    serveFiles: async (app) => {
      await app.register(middie);
      app.use(vite.middlewares);
      app.addHook('onClose', () => vite.close());
    },
    renderer: async (url) => {
      const [{ createSiteRenderer }, template] = await Promise.all([
        loadEntry(),
        readFile(join(webDir, 'index.html'), 'utf8'),
      ]);
      return createSiteRenderer({
        template: await vite.transformIndexHtml(url, template),
        manifest: null,
      });
    },
    files,
    cacheable: false,
    buildFiles: [],
    contentSecurityPolicy: DEVELOPMENT_POLICY,
  };
}
