import { ENCODED_CONTROL_CHARACTERS } from '../testing/controlCharacters';
import { isPagePath } from './pagePaths';

describe('isPagePath', () => {
  it('takes every path outside the API and the built assets, with or without a query string', () => {
    for (const path of ['/', '/apps/space-miner', '/sitemap.xml', '/blog?page=2', '/apis']) {
      expect(isPagePath(path)).toBe(true);
    }
    for (const path of ['/api', '/api/apps', '/trpc/apps.list', '/assets/main.js', '/api?x=1']) {
      expect(isPagePath(path)).toBe(false);
    }
  });

  it.each(ENCODED_CONTROL_CHARACTERS)(
    'refuses a path holding the control character %s, wherever it is',
    (control) => {
      expect(isPagePath(`/apps/space-miner${control}`)).toBe(false);
      expect(isPagePath(`/apps/${control}space-miner`)).toBe(false);
      expect(isPagePath(`/apps/space-miner${control}/releases.xml`)).toBe(false);
      expect(isPagePath(`/about${control}?ref=x`)).toBe(false);
    },
  );

  it('takes other escapes, and control characters in the query string, which no page reads', () => {
    for (const path of [
      '/apps/space%2Dminer',
      '/apps/category/%47ame',
      '/blog/caf%C3%A9',
      '/apps/100%250a',
      '/about?ref=%0a',
    ]) {
      expect(isPagePath(path)).toBe(true);
    }
  });
});
