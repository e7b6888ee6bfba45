import type { Palette } from './svg';

/** The phone screen a layout draws on, in its own coordinates (the part visible in a 1080 x 1920 screenshot). */
export const SCREEN_WIDTH = 732;
export const SCREEN_HEIGHT = 1476;

export interface ScreenContext {
  palette: Palette;
  /** The one piece of text the screen shows prominently: a score, a time, a word, a heading. */
  label: string;
  random: () => number;
}

export interface ScreenLayout {
  /** Colour of the status bar drawn over the screen. */
  ink: string;
  draw(context: ScreenContext): string;
}

export function times(count: number, draw: (index: number) => string): string {
  return Array.from({ length: count }, (_, index) => draw(index)).join('');
}

/** A value in [min, max), rounded to whole pixels. */
export function between(random: () => number, min: number, max: number): number {
  return Math.round(min + random() * (max - min));
}
