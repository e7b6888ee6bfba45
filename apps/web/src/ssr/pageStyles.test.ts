import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_START_MODULE, pageStyleTags } from './pageStyles';
import type { ViteManifest } from './renderContract';

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  [CLIENT_START_MODULE]: {
    file: 'assets/clientStart-2.js',
    isEntry: true,
    imports: ['_Layout-3.js'],
    css: ['assets/clientStart-2.css'],
  },
  '_Layout-3.js': { file: 'assets/Layout-3.js', css: ['assets/Layout-3.css'] },
  '_PageHeader-4.js': { file: 'assets/PageHeader-4.js', css: ['assets/PageHeader-4.css'] },
  'src/pages/about/AboutPage.tsx': {
    file: 'assets/AboutPage-5.js',
    imports: ['index.html', '_PageHeader-4.js', '_Layout-3.js'],
    css: ['assets/AboutPage-5.css'],
  },
  'src/pages/preview/PreviewPage.tsx': {
    file: 'assets/PreviewPage-6.js',
    imports: ['index.html', '_Layout-3.js'],
    dynamicImports: ['src/pages/blog/BlogPostPage.tsx'],
  },
  'src/pages/blog/BlogPostPage.tsx': {
    file: 'assets/BlogPostPage-7.js',
    imports: ['index.html', '_Layout-3.js'],
    css: ['assets/BlogPostPage-7.css'],
  },
};

describe('the styles a page links', () => {
  it("are its components' and its own chunk's, once each, but not index.html's", () => {
    expect(pageStyleTags(MANIFEST, 'src/pages/about/AboutPage.tsx').split('\n    ')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/clientStart-2.css">',
      '<link rel="stylesheet" crossorigin href="/assets/Layout-3.css">',
      '<link rel="stylesheet" crossorigin href="/assets/AboutPage-5.css">',
      '<link rel="stylesheet" crossorigin href="/assets/PageHeader-4.css">',
    ]);
  });

  it('are also those of the views its chunk loads itself', () => {
    expect(pageStyleTags(MANIFEST, 'src/pages/preview/PreviewPage.tsx')).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/BlogPostPage-7.css">',
    );
  });

  it("are the components' alone for a page in the main code", () => {
    expect(pageStyleTags(MANIFEST, null).split('\n    ')).toHaveLength(2);
  });

  it('name a module that exists', () => {
    expect(existsSync(join(__dirname, '../..', CLIENT_START_MODULE))).toBe(true);
  });
});
