import { nameLazyPageModules } from './pageModuleIds';

const MODULES: Record<string, string> = {
  './AppDetailPage': 'src/pages/app-detail/AppDetailPage.tsx',
  './catalogs/de.json': 'src/pages/apps/catalogs/de.json',
};
const resolveInPages = (specifier: string) => Promise.resolve(MODULES[specifier] ?? null);

describe('naming lazy page modules', () => {
  it("puts the module's path from the root on each lazy page's loader", async () => {
    const code = `export const route = {\n  page: lazyPage(\n    () => import('./AppDetailPage'),\n    (m) => m.AppDetailPage,\n  ),\n};`;
    expect(await nameLazyPageModules(code, resolveInPages)).toBe(
      `export const route = {\n  page: lazyPage(\n    Object.assign(() => import('./AppDetailPage'), { moduleId: "src/pages/app-detail/AppDetailPage.tsx" }),\n    (m) => m.AppDetailPage,\n  ),\n};`,
    );
  });

  it("puts the catalog's path from the root on each catalog's loader", async () => {
    const code = `defineCatalog({ de: () => import('./catalogs/de.json') });`;
    expect(await nameLazyPageModules(code, resolveInPages)).toBe(
      `defineCatalog({ de: Object.assign(() => import('./catalogs/de.json'), { moduleId: "src/pages/apps/catalogs/de.json" }) });`,
    );
  });

  it('leaves modules without lazy pages or catalogs as they are', async () => {
    expect(await nameLazyPageModules(`const x = import('./AppDetailPage');`, resolveInPages)).toBe(
      null,
    );
  });

  it('stops the build when a page module cannot be found', async () => {
    await expect(
      nameLazyPageModules(`lazyPage(() => import('./Gone'), (m) => m.Gone)`, resolveInPages),
    ).rejects.toThrow("Cannot find the page module of () => import('./Gone')");
  });
});
