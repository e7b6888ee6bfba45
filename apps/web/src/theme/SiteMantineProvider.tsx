import { MantineContext, MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useIsomorphicEffect } from '@mantine/hooks';
import { useMemo, type ContextType, type ReactNode } from 'react';

type MantineSettings = NonNullable<ContextType<typeof MantineContext>>;

const noColorSchemeChange = () => {};
const documentRoot = () => document.documentElement;

/**
 * What Mantine's components read from MantineProvider, without what the site never uses: MantineProvider
 * also brings the code that writes the theme's CSS variables and global classes (the build writes them into
 * the stylesheet: vite-plugins/themeVariables.ts) and a colour-scheme manager (the site is light only, as
 * index.html's data-mantine-color-scheme says), about 3 KB gzip of every page's first load.
 */
export function SiteMantineProvider({
  theme,
  env,
  children,
}: {
  theme: MantineThemeOverride;
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  const settings = useMemo<MantineSettings>(
    () => ({
      colorScheme: 'light',
      setColorScheme: noColorSchemeChange,
      clearColorScheme: noColorSchemeChange,
      getRootElement: documentRoot,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: ':root',
      // Only the hashed classes (m_…), which Mantine's styles use: the static ones (mantine-Group-root…)
      // would add bytes to every element of every page, and no stylesheet of ours reads them.
      withStaticClasses: false,
      env,
    }),
    [env],
  );
  const { respectReducedMotion } = theme;
  // As MantineProvider does: Mantine's styles stop their animations for visitors who ask for less motion.
  useIsomorphicEffect(() => {
    if (respectReducedMotion) documentRoot().setAttribute('data-respect-reduced-motion', 'true');
  }, [respectReducedMotion]);
  return (
    <MantineContext value={settings}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
