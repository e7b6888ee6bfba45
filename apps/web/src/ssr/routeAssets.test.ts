import type { ViteManifest } from './renderContract';
import { routeAssetTags } from './routeAssets';

const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-2.js'],
    css: ['assets/index-3.css'],
  },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_PageHeader-4.js': {
    file: 'assets/PageHeader-4.js',
    imports: ['_react-2.js'],
    css: ['assets/PageHeader-4.css'],
  },
  'src/pages/about/AboutPage.tsx': {
    file: 'assets/AboutPage-5.js',
    imports: ['index.html', '_PageHeader-4.js'],
    css: ['assets/AboutPage-5.css'],
  },
};

describe('a lazily loaded page', () => {
  it("gets its own chunk, the chunks it imports and their styles, but not the entry's", () => {
    expect(routeAssetTags(MANIFEST, 'src/pages/about/AboutPage.tsx').split('\n    ')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/AboutPage-5.css">',
      '<link rel="stylesheet" crossorigin href="/assets/PageHeader-4.css">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/AboutPage-5.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/PageHeader-4.js">',
    ]);
  });
});
