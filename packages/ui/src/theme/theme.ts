import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Every palette keeps shade 6 (the filled/primary shade) at 4.5:1 or more against white text,
// so filled buttons, badges and links pass WCAG AA (Mantine's defaults do not).
const brand: MantineColorsTuple = [
  '#f3f0ff',
  '#e5dbff',
  '#d0bfff',
  '#b197fc',
  '#9775fa',
  '#845ef7',
  '#6741d9',
  '#5f3dc4',
  '#4c2fa3',
  '#3b2485',
];

const aqua: MantineColorsTuple = [
  '#ecfeff',
  '#cffafe',
  '#a5f3fc',
  '#67e8f9',
  '#22d3ee',
  '#06b6d4',
  '#0e7490',
  '#155e75',
  '#164e63',
  '#083344',
];

const magenta: MantineColorsTuple = [
  '#fff0f6',
  '#ffdeeb',
  '#fcc2d7',
  '#faa2c1',
  '#f783ac',
  '#e64980',
  '#c2255c',
  '#a61e4d',
  '#8a1a40',
  '#6b1432',
];

/** Deep navy used for the header, hero and footer surfaces. */
const ink: MantineColorsTuple = [
  '#eef0f8',
  '#d5d9ec',
  '#b3b9d9',
  '#9aa3c7',
  '#7680ad',
  '#566093',
  '#3d4778',
  '#283160',
  '#181f45',
  '#0b1026',
];

const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#fa5252',
  '#c92a2a',
  '#b02525',
  '#962020',
  '#7a1a1a',
];

const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#40c057',
  '#237032',
  '#1d5e2a',
  '#184d23',
  '#123a1a',
];

const systemFonts =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, aqua, magenta, ink, red, green },
  black: '#141a33',
  fontFamily: systemFonts,
  headings: {
    fontFamily: `'Trebuchet MS', 'Segoe UI', ${systemFonts}`,
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
    '--mantine-color-dimmed': '#575f73',
    '--mantine-color-body': '#f6f7fb',
    '--mantine-color-anchor': '#5f3dc4',
    '--mantine-color-placeholder': '#6b7185',
    '--mantine-color-yellow-light-color': '#8f5000',
    '--mantine-color-teal-light-color': '#0b6e52',
  },
  dark: {},
});
