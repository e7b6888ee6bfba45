import type { SiteRenderer } from '@studio/web/render-contract';
import type { FastifyInstance } from 'fastify';

/** The website the server renders and serves: from the build, or from Vite while developing. */
export interface Website {
  /** Routes the browser's own files: the built assets, or Vite's modules and hot-reload client. */
  serveFiles(app: FastifyInstance): Promise<void>;
  /** The server entry, with the page template for this URL (Vite adds its client to it). */
  renderer(url: string): Promise<SiteRenderer>;
  /** Paths of the generated files (sitemap, feed, robots.txt). */
  files: readonly string[];
  /** Whether rendered answers may be cached: not while the code changes under the developer's hands. */
  cacheable: boolean;
  /** The files that make this build of the website (template, manifest, server entry); none while developing. */
  buildFiles: readonly string[];
  /** A Content-Security-Policy replacing the site's on pages, or null to keep the site's. */
  contentSecurityPolicy: string | null;
}
