import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import type { Plugin } from 'vite';
// By path, not as '@studio/ui': Vite's config loader leaves package imports to Node, which cannot read
// TypeScript.
import { cssVariablesResolver, theme } from '../../../packages/ui/src/theme/theme.ts';

const MODULE_ID = 'virtual:theme-variables.css';
const RESOLVED_ID = `\0${MODULE_ID}`;

type Variables = ConvertCSSVariablesInput;

/** The theme's variables that differ from Mantine's defaults (which its default-css-variables.css sets). */
function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(merged);
  const extra = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (group: keyof Variables) =>
    Object.fromEntries(
      Object.entries({ ...ours[group], ...extra[group] }).filter(
        ([name, value]) => defaults[group][name as `--${string}`] !== value,
      ),
    );
  return convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
}

/**
 * The classes of Mantine's `hiddenFrom` and `visibleFrom` for the theme's breakpoints, as MantineProvider
 * writes them (its MantineClasses, which the package does not export).
 */
function breakpointClassesCss(): string {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, theme);
  return Object.entries(breakpoints)
    .map(([breakpoint, value]) => {
      const inPx = value.includes('px');
      const width = Number(px(value));
      const size = (value: number) => (inPx ? `${value}px` : em(value));
      return (
        `@media (max-width: ${size(width - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}` +
        `@media (min-width: ${size(width)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
      );
    })
    .join('\n');
}

/**
 * The theme's CSS variables and breakpoint classes as a stylesheet (`import 'virtual:theme-variables.css'`),
 * made at build time: Mantine would otherwise write them into <style> elements in every page, about 13 KB
 * of each rendered page.
 */
export function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID ? `${themeVariablesCss()}\n${breakpointClassesCss()}` : undefined,
  };
}
