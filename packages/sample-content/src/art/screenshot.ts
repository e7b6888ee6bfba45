import { APP_LAYOUTS } from './appScreens';
import { GAME_LAYOUTS } from './gameScreens';
import { SCREEN_HEIGHT, SCREEN_WIDTH, type ScreenLayout } from './screenLayout';
import {
  fittingFontSize,
  linearGradient,
  randomSequence,
  svgDocument,
  svgText,
  type Palette,
} from './svg';

const WIDTH = 1080;
const HEIGHT = 1920;
const LAYOUTS = { ...GAME_LAYOUTS, ...APP_LAYOUTS };

export type ScreenLayoutName = keyof typeof LAYOUTS;

/** One store-style screenshot: a headline and caption above a phone showing a mock screen. */
export interface ScreenArt {
  layout: ScreenLayoutName;
  title: string;
  caption: string;
  /** See ScreenContext.label. */
  label: string;
}

// The phone is drawn taller than the picture, so that it runs off the bottom edge as in store screenshots.
const PHONE = { x: 150, y: 420, width: 780, height: 1620, corner: 96, bezel: 24 };
const SCREEN_X = PHONE.x + PHONE.bezel;
const SCREEN_Y = PHONE.y + PHONE.bezel;

function statusBar(ink: string): string {
  return `<g fill="${ink}">
    ${svgText(SCREEN_X + 64, SCREEN_Y + 62, '9:41', { size: 30, fill: ink })}
    <rect x="${SCREEN_X + SCREEN_WIDTH - 112}" y="${SCREEN_Y + 40}" width="52" height="26" rx="8" fill="none" stroke="${ink}" stroke-width="3"/>
    <rect x="${SCREEN_X + SCREEN_WIDTH - 107}" y="${SCREEN_Y + 45}" width="36" height="16" rx="4"/>
    <rect x="${SCREEN_X + SCREEN_WIDTH - 57}" y="${SCREEN_Y + 48}" width="5" height="10" rx="2"/>
  </g>`;
}

/** A 1080 x 1920 (9:16) screenshot of a mock screen in the app's colours. */
export function screenshotSvg(appName: string, palette: Palette, screen: ScreenArt): string {
  const layout: ScreenLayout = LAYOUTS[screen.layout];
  const random = randomSequence(`${appName}:${screen.title}`);
  return svgDocument(
    WIDTH,
    HEIGHT,
    `${appName}: ${screen.title}`,
    `<defs>
    ${linearGradient('backdrop', palette.from, palette.to)}
    <clipPath id="screen"><rect x="${SCREEN_X}" y="${SCREEN_Y}" width="${SCREEN_WIDTH}" height="${SCREEN_HEIGHT + PHONE.corner}" rx="${PHONE.corner - PHONE.bezel}"/></clipPath>
    <filter id="phoneShadow" x="-20%" y="-10%" width="140%" height="130%"><feDropShadow dx="0" dy="30" stdDeviation="36" flood-color="#000" flood-opacity="0.35"/></filter>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#backdrop)"/>
  <circle cx="960" cy="160" r="340" fill="#fff" fill-opacity="0.08"/>
  <circle cx="60" cy="1560" r="280" fill="#fff" fill-opacity="0.06"/>
  ${svgText(WIDTH / 2, 220, screen.title, { size: fittingFontSize(screen.title, 940, 84), weight: 800, fill: '#fff', anchor: 'middle' })}
  ${svgText(WIDTH / 2, 310, screen.caption, { size: fittingFontSize(screen.caption, 940, 42), weight: 500, fill: '#fff', anchor: 'middle', opacity: 0.85 })}
  <rect x="${PHONE.x}" y="${PHONE.y}" width="${PHONE.width}" height="${PHONE.height}" rx="${PHONE.corner}" fill="#0b1020" filter="url(#phoneShadow)"/>
  <g clip-path="url(#screen)"><g transform="translate(${SCREEN_X} ${SCREEN_Y})">${layout.draw({ palette, label: screen.label, random })}</g></g>
  ${statusBar(layout.ink)}
  <rect x="${WIDTH / 2 - 110}" y="${SCREEN_Y + 22}" width="220" height="56" rx="28" fill="#0b1020"/>`,
  );
}
