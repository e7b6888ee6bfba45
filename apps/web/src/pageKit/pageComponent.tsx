import { lazy, type ComponentType } from 'react';
import { useMessages } from '../messages/MessagesContext';
import type { AnyCatalog } from '../messages/textCatalog';
import type { UiLocale } from '../messages/uiLocales';

/** A page's code, with a way to load it ahead of rendering (before hydrating, on the server). */
export interface PageComponent {
  Component: ComponentType;
  preload(): Promise<void>;
  /** The module's path in the source (the build manifest's key), for lazily loaded pages. */
  moduleId: string | null;
  /** The catalogs of the texts it shows besides the site's own. */
  catalogs: readonly AnyCatalog[];
}

/** A page in the main bundle. */
export function eagerPage(
  Component: ComponentType,
  catalogs: readonly AnyCatalog[] = [],
): PageComponent {
  return { Component, preload: () => Promise.resolve(), moduleId: null, catalogs };
}

/**
 * How a lazily loaded page's module is loaded; the build names the module on the function
 * (vite-plugins/pageModuleIds.ts), so that the server can link the page's own stylesheets.
 */
type ModuleLoader<TModule> = (() => Promise<TModule>) & { moduleId?: string };

/**
 * A page loaded on first visit, keeping it out of the initial bundle: `load` imports the page's module,
 * `pick` takes its component, `catalogs` are its texts'. Once preloaded it renders at once: hydration then
 * finds the server's markup without waiting for the chunk.
 */
export function lazyPage<TModule>(
  load: ModuleLoader<TModule>,
  pick: (module: TModule) => ComponentType,
  catalogs: readonly AnyCatalog[] = [],
): PageComponent {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= pick(await load());
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Page() {
    const { locale } = useMessages();
    const Loaded = loaded;
    if (Loaded) return <Loaded />;
    // Reached in the browser: the texts load beside the code rather than after it.
    for (const catalog of catalogs) void catalog.load(locale);
    return <Lazy />;
  }
  return { Component: Page, preload, moduleId: load.moduleId ?? null, catalogs };
}

/** Everything a page needs to render in `locale` at once: its code and its texts. */
export async function loadPage(page: PageComponent, locale: UiLocale): Promise<void> {
  await Promise.all([page.preload(), ...page.catalogs.map((catalog) => catalog.load(locale))]);
}
