import { DISCOVERY_FILES } from './discovery/discoveryFiles';
import type { CreateSiteRenderer } from './ssr/renderContract';
import { renderPage } from './ssr/renderPage';

export { pageParts } from './ssr/pageParts';

/** What the API server loads from dist/server: pages and discovery files, rendered from the route table. */
export const createSiteRenderer: CreateSiteRenderer = (assets) => ({
  renderPage: (request) => renderPage(assets, request),
  files: Object.keys(DISCOVERY_FILES),
  renderFile: (route, request) => {
    const render = DISCOVERY_FILES[route];
    if (!render) throw new Error(`No generated file at ${route}`);
    return render(request);
  },
});
