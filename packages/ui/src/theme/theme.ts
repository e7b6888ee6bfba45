import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import {
  aqua,
  brand,
  dimmedColor,
  green,
  headingFonts,
  ink,
  magenta,
  pageBackground,
  red,
  systemFonts,
  textColor,
} from './palette';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, aqua, magenta, ink, red, green },
  black: textColor,
  fontFamily: systemFonts,
  headings: {
    fontFamily: headingFonts,
    fontWeight: '800',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(2.25rem, 5vw, 3.5rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  radius: { lg: '1rem', xl: '1.5rem' },
  defaultGradient: { from: 'brand.7', to: 'magenta.6', deg: 120 },
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  shadows: {
    sm: '0 1px 3px rgba(11, 16, 38, 0.08), 0 4px 12px rgba(11, 16, 38, 0.06)',
    md: '0 4px 10px rgba(11, 16, 38, 0.08), 0 12px 28px rgba(11, 16, 38, 0.1)',
    lg: '0 10px 30px rgba(11, 16, 38, 0.16), 0 24px 60px rgba(103, 65, 217, 0.18)',
  },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', shadow: 'sm', withBorder: true } },
    Badge: { defaultProps: { radius: 'sm' } },
  },
});

/**
 * Mantine's dimmed and placeholder greys fail 4.5:1 on white; these pass on the page and card backgrounds.
 * So does the text of light badges and alerts in yellow and teal (shade 9 on shade 1: 2.7:1 and 4.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': dimmedColor,
    '--mantine-color-body': pageBackground,
    '--mantine-color-anchor': '#5f3dc4',
    '--mantine-color-placeholder': '#6b7185',
    '--mantine-color-yellow-light-color': '#8f5000',
    '--mantine-color-teal-light-color': '#0b6e52',
  },
  dark: {},
});
