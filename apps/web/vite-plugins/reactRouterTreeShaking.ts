import type { Plugin } from 'vite';

/** The modules of React Router's production build that hold its code (both its entries import them). */
const REACT_ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;
/** `Link.displayName = "Link";`: a name for React's developer tools, on a line of its own. */
const DISPLAY_NAME = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";\n/gm;
/** `React.forwardRef(`, `React2.createContext(`: React's component and context factories, free of side effects. */
const REACT_FACTORY = /\b(React\d*\.(?:forwardRef|createContext|memo)\()/g;

/**
 * React Router's production build in a form the bundler can shake: without the `displayName`s (its
 * developer tools' names) and with React's factories marked pure. As published, an assignment to each
 * component and context keeps it, and a bundler cannot know `React.forwardRef(…)` has no side effects, so
 * every page carried its components nobody uses (`Form`, `NavLink`, `ScrollRestoration`, the data routers'
 * contexts): about 1.9 KB gzip. Null when the code has neither.
 */
export function shakeableReactRouter(code: string): string | null {
  const shakeable = code.replace(DISPLAY_NAME, '').replace(REACT_FACTORY, '/* @__PURE__ */ $1');
  return shakeable === code ? null : shakeable;
}

/** Applies `shakeableReactRouter` to React Router's build, and stops the build if its shape moved on. */
export function reactRouterTreeShaking(): Plugin {
  let rewritten = 0;
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      rewritten = 0;
    },
    transform(code, id) {
      if (!REACT_ROUTER_BUILD.test(id)) return null;
      const shakeable = shakeableReactRouter(code);
      if (shakeable === null) return null;
      rewritten += 1;
      return { code: shakeable, map: null };
    },
    buildEnd(error) {
      if (!error && rewritten === 0)
        throw new Error('React Router moved: no module of its production build was made shakeable');
    },
  };
}
