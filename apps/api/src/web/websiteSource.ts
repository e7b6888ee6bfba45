import type { Server } from 'node:http';
import type { Config } from '../config/config';
import { builtSite, hasBuiltSite } from './builtSite';
import type { Website } from './website';

/** Where the server takes the website from; null serves the API alone. */
export type WebsiteSource = (config: Config, httpServer: Server) => Promise<Website | null>;

/** The build in WEB_DIST_DIR, when there is one. */
const fromBuild: WebsiteSource = (config) =>
  hasBuiltSite(config.webDistDir) ? builtSite(config.webDistDir) : Promise.resolve(null);

let source: WebsiteSource = fromBuild;

/** Chosen once, before the server starts: `pnpm dev` takes the website from Vite instead. */
export function serveWebsiteFrom(next: WebsiteSource): void {
  source = next;
}

export function loadWebsite(config: Config, httpServer: Server): Promise<Website | null> {
  return source(config, httpServer);
}
