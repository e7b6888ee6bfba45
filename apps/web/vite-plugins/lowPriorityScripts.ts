import type { Plugin } from 'vite';

/**
 * Marks the page's scripts (the entry and its preloaded chunks) low priority: the server sends finished
 * HTML, so first paint needs only the document and its styles, and those (and the largest image) should
 * not share the connection with the code that makes the page interactive afterwards.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin /g, '$&fetchpriority="low" ')
          .replace(/<link rel="modulepreload" crossorigin /g, '$&fetchpriority="low" '),
    },
  };
}
