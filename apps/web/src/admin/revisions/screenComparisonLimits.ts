import type { ComparisonLimits } from './lineComparison';

/**
 * The lines added plus removed that the Revisions screen looks for, all its texts together. The search
 * grows with the square of this: in Chromium on this project's 2-core machine, busy with other work,
 * two 30,000-line texts entirely or here and there different were split and given up on within 20 to
 * 70 ms at 200, and up to 260 ms at 300.
 */
export const SCREEN_CHANGED_LINES = 200;

/** The screen's time for searching, all its texts together, should a slower device need more. */
const SCREEN_SEARCH_MS = 50;

/** The limits of each of `textCount` comparisons made for one screen: an equal share of each. */
export function screenComparisonLimits(textCount: number): ComparisonLimits {
  return {
    maxChangedLines: Math.floor(SCREEN_CHANGED_LINES / textCount),
    timeoutMs: Math.floor(SCREEN_SEARCH_MS / textCount),
  };
}
