import { relative } from 'node:path';
import type { Plugin } from 'vite';

// `lazyPage(() => import('./X')`, as page routes write it.
const LAZY_PAGE_LOADER = /(lazyPage\(\s*)(\(\)\s*=>\s*import\((['"])([^'"]+)\3\))/g;

/**
 * Names the module on each lazy page's loader: `lazyPage(() => import('./X'), …)` becomes
 * `lazyPage(Object.assign(() => import('./X'), { moduleId: 'src/pages/x/X.tsx' }), …)`, the key of the
 * module in Vite's manifest, through which the server links the page's own stylesheets. The source
 * states the module once, in the import. `resolve` gives the module's path from the project's root.
 */
export async function nameLazyPageModules(
  code: string,
  resolve: (specifier: string) => Promise<string | null>,
): Promise<string | null> {
  const loaders = [...code.matchAll(LAZY_PAGE_LOADER)];
  if (loaders.length === 0) return null;
  const moduleIds = await Promise.all(loaders.map((loader) => resolve(loader[4]!)));
  let index = 0;
  return code.replace(LAZY_PAGE_LOADER, (_match, call: string, loader: string) => {
    const moduleId = moduleIds[index++];
    if (!moduleId) throw new Error(`Cannot find the page module of ${loader}`);
    return `${call}Object.assign(${loader}, { moduleId: ${JSON.stringify(moduleId)} })`;
  });
}

export function pageModuleIds(): Plugin {
  let root = '';
  return {
    name: 'page-module-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return null;
      return nameLazyPageModules(code, async (specifier) => {
        const resolved = await this.resolve(specifier, id);
        return resolved ? relative(root, resolved.id).split('\\').join('/') : null;
      });
    },
  };
}
