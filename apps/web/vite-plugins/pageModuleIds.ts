import { relative } from 'node:path';
import type { Plugin } from 'vite';

// `() => import('./X')`, after `lazyPage(` as page routes write it, or of a catalog (`./catalogs/de.json`).
const LOADER = /(lazyPage\(\s*)?(\(\)\s*=>\s*import\((['"])([^'"]+)\3\))/g;
const CATALOG = /\/catalogs\/[\w-]+\.json$/;

/** Whether a loader loads what a page needs: its lazy module, or a catalog of its texts. */
const loadsPagePart = (lazyPageCall: string | undefined, specifier: string) =>
  lazyPageCall !== undefined || CATALOG.test(specifier);

/**
 * Names the module on each loader of a page's parts: `lazyPage(() => import('./X'), …)` becomes
 * `lazyPage(Object.assign(() => import('./X'), { moduleId: 'src/pages/x/X.tsx' }), …)`, and a catalog's
 * `() => import('./catalogs/de.json')` likewise: the modules' keys in Vite's manifest, through which the
 * server links the page's own stylesheets and the bench weighs each page. The source states the module
 * once, in the import. `resolve` gives the module's path from the project's root.
 */
export async function nameLazyPageModules(
  code: string,
  resolve: (specifier: string) => Promise<string | null>,
): Promise<string | null> {
  const loaders = [...code.matchAll(LOADER)].filter((loader) =>
    loadsPagePart(loader[1], loader[4]!),
  );
  if (loaders.length === 0) return null;
  const moduleIds = new Map(
    await Promise.all(
      loaders.map(async (loader) => [loader[4]!, await resolve(loader[4]!)] as const),
    ),
  );
  return code.replace(
    LOADER,
    (match, lazyPageCall: string | undefined, loader: string, _quote, specifier: string) => {
      if (!loadsPagePart(lazyPageCall, specifier)) return match;
      const moduleId = moduleIds.get(specifier);
      if (!moduleId) throw new Error(`Cannot find the page module of ${loader}`);
      return `${lazyPageCall ?? ''}Object.assign(${loader}, { moduleId: ${JSON.stringify(moduleId)} })`;
    },
  );
}

export function pageModuleIds(): Plugin {
  let root = '';
  return {
    name: 'page-module-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      // Only the server reads the names (a page's stylesheets, the bench's weighing): the browser's code
      // goes without them.
      if (!options?.ssr) return null;
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return null;
      return nameLazyPageModules(code, async (specifier) => {
        const resolved = await this.resolve(specifier, id);
        return resolved ? relative(root, resolved.id).split('\\').join('/') : null;
      });
    },
  };
}
