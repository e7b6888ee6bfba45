import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
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
 * The theme's CSS variables as a stylesheet (`import 'virtual:theme-variables.css'`), made at build time:
 * Mantine would otherwise write them into a <style> in every page, about 12 KB of each rendered page.
 */
export function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeVariablesCss() : undefined),
  };
}
