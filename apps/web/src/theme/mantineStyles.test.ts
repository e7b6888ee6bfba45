import { resolve } from 'node:path';
import { loadedStyles } from './loadedStyles';
import { MantineStyleNeeds } from './mantineStylesNeeded';

// A Mantine component whose CSS file is not imported renders unstyled, and nothing else would notice.

const REPOSITORY = resolve(__dirname, '../../../..');
const BROWSER_ENTRY = 'apps/web/src/main.tsx';
// Mantine's base styles, which no component module names but every page needs.
const PROVIDER_STYLES = ['baseline', 'default-css-variables', 'global'].map(
  (name) => `@mantine/core/styles/${name}.css`,
);

describe('Mantine styles', () => {
  const { sources, loaded } = loadedStyles(REPOSITORY, BROWSER_ENTRY);

  it('follows the site from its entry into the lazy pages, the admin area and packages/ui', () => {
    expect([...loaded.keys()]).toEqual(
      expect.arrayContaining([
        'apps/web/src/AppProviders.tsx',
        'apps/web/src/admin/AdminApp.tsx',
        'apps/web/src/auth/LoginPage.tsx',
        'apps/web/src/pages/about/AboutPage.tsx',
        'packages/ui/src/media/MediaItem.tsx',
      ]),
    );
  });

  it('loads the CSS file of every Mantine component wherever the code using it runs', () => {
    const needs = new MantineStyleNeeds();
    const missing = new Set<string>();
    for (const [file, styles] of loaded) {
      for (const { mantinePackage, name } of sources.get(file)?.mantineImports ?? []) {
        const needed = needs.of(mantinePackage, name);
        if (name === 'MantineThemeProvider') PROVIDER_STYLES.forEach((css) => needed.add(css));
        for (const css of needed) {
          if (!styles.has(css)) missing.add(`${name} (${file}) needs ${css}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
