/**
 * The site's colours and fonts, without Mantine: the theme (theme.ts) is built on them, and the e-mails
 * (@studio/mail), which no stylesheet reaches, write them inline.
 */
// Every palette keeps shade 6 (the filled/primary shade) at 4.5:1 or more against white text,
// so filled buttons, badges and links pass WCAG AA (Mantine's defaults do not).
export const brand = [
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
] as const;

export const aqua = [
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
] as const;

export const magenta = [
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
] as const;

/** Deep navy used for the header, hero and footer surfaces. */
export const ink = [
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
] as const;

export const red = [
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
] as const;

export const green = [
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
] as const;

export const systemFonts =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Body text. */
export const textColor = '#141a33';

/** Headings. */
export const headingFonts = `'Trebuchet MS', 'Segoe UI', ${systemFonts}`;

/** Secondary text: Mantine's dimmed grey fails 4.5:1 on white, this passes on the page and card backgrounds. */
export const dimmedColor = '#575f73';

/** The page behind the cards. */
export const pageBackground = '#f6f7fb';
