/**
 * The contract between the API server and the website's server entry (dist/server/entry-server.cjs):
 * the server loads the entry at start, hands it the built client's files, and asks it for pages and for
 * the discovery files. Both sides import these types from here.
 */

/**
 * Runs one of the router's queries in the server's process, as an anonymous visitor. It rejects with the
 * failure's public shape, `{ error: { message, code, data } }`, exactly as tRPC would answer over HTTP.
 */
export type ProcedureQuery = (path: string, input: unknown) => Promise<unknown>;

/** What every request to the entry carries. */
export interface SiteRequest {
  /** The site's absolute origin (PUBLIC_ORIGIN, else the request's), e.g. https://studio.example.com. */
  origin: string;
  query: ProcedureQuery;
}

/** A generated file's request: its route's parameters too, e.g. { slug } for /apps/:slug/releases.xml. */
export interface FileRequest extends SiteRequest {
  params: Record<string, string>;
}

export interface PageRequest extends SiteRequest {
  /** The path (and query string) asked for, e.g. /apps/star-hopper. */
  url: string;
}

export type PageAnswer =
  /**
   * A whole HTML document, with the status the page asks for (e.g. 404 for a missing app); `clientOnly` for a
   * screen the browser renders (sign-in, admin), which is for its one visitor; `privateLink` for a page of a
   * link with a secret (`private` in the route table: a preview, in any language), for whoever holds it.
   */
  | { kind: 'page'; status: number; html: string; clientOnly?: true; privateLink?: true }
  /**
   * No route owns the path and it looks like a file (/app-ads.txt, /foo.php), or no screen at all renders
   * for it (a line break in the path): a plain 404, not a page.
   */
  | { kind: 'not-a-page' };

export interface SiteFile {
  contentType: string;
  body: string;
}

/** The built client, as the server found it in WEB_DIST_DIR (or as Vite serves it in development). */
export interface ClientAssets {
  /** The client's index.html (with its markers for the head, the markup and the state). */
  template: string;
  /** Vite's manifest (dist/client/.vite/manifest.json); null in development, where Vite serves modules. */
  manifest: ViteManifest | null;
}

/** The part of Vite's build manifest the renderer reads. */
export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

export interface SiteRenderer {
  renderPage(request: PageRequest): Promise<PageAnswer>;
  /** Routes of the generated files (sitemap, feeds, robots.txt) in Fastify's syntax, for the server to route. */
  readonly files: readonly string[];
  /** The file at the route for these parameters; null when they name none (a feed in a language the site lacks). */
  renderFile(route: string, request: FileRequest): Promise<SiteFile | null>;
}

/** The server entry's one export. */
export type CreateSiteRenderer = (assets: ClientAssets) => SiteRenderer;

/**
 * What a public page loads before it is live besides the site's code, as the build manifest names the
 * modules: its own lazily loaded chunk (none for a page in the main bundle) and, in each language of the
 * interface, its catalogs. The bench weighs each page's first load from it.
 */
export interface PageParts {
  route: string;
  page: string | null;
  catalogs: Record<string, string[]>;
}
