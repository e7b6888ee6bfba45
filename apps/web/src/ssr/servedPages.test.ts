import { PAGE_ROUTES } from '../routes';
import { SERVED_PAGES } from './servedPages';

describe('the served pages', () => {
  it('serve routes of the table, each once', () => {
    const routes = SERVED_PAGES.map((serving) => serving.route);
    expect(routes.every((route) => PAGE_ROUTES.includes(route))).toBe(true);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('serve every route the server renders: only the signed-in area is left to the browser', () => {
    const served = new Set(SERVED_PAGES.map((serving) => serving.route));
    const unserved = PAGE_ROUTES.filter((route) => !served.has(route));
    expect(unserved.every((route) => route.clientOnly)).toBe(true);
  });
});
