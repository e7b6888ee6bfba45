// `pnpm dev`: the server of `pnpm start`, with the website taken from its sources through Vite (server
// rendering and hot reload on the same port) instead of the build.
import { join } from 'node:path';
import { findRepositoryRoot } from './config/repositoryRoot';
import { viteSite } from './web/viteSite';
import { serveWebsiteFrom } from './web/websiteSource';

const webDir = join(findRepositoryRoot(import.meta.dirname)!, 'apps', 'web');
serveWebsiteFrom((_config, httpServer) => viteSite(webDir, httpServer));
await import('./appProcess');
