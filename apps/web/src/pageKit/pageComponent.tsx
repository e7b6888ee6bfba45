import { lazy, type ComponentType } from 'react';

/** A page's code, with a way to load it ahead of rendering (before hydrating, on the server). */
export interface PageComponent {
  Component: ComponentType;
  preload(): Promise<void>;
  /** The module's path in the source (the build manifest's key), for lazily loaded pages. */
  moduleId: string | null;
}

/** A page in the main bundle. */
export function eagerPage(Component: ComponentType): PageComponent {
  return { Component, preload: () => Promise.resolve(), moduleId: null };
}

/**
 * How a lazily loaded page's module is loaded; the build names the module on the function
 * (vite-plugins/pageModuleIds.ts), so that the server can link the page's own stylesheets.
 */
type ModuleLoader<TModule> = (() => Promise<TModule>) & { moduleId?: string };

/**
 * A page loaded on first visit, keeping it out of the initial bundle: `load` imports the page's module,
 * `pick` takes its component. Once preloaded it renders at once: hydration then finds the server's markup
 * without waiting for the chunk.
 */
export function lazyPage<TModule>(
  load: ModuleLoader<TModule>,
  pick: (module: TModule) => ComponentType,
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
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component: Page, preload, moduleId: load.moduleId ?? null };
}
