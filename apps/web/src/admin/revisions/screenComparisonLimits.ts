import type { ComparisonLimits } from './lineComparison';

/** The lines added plus removed that the Revisions screen looks for, all its texts together. */
export const SCREEN_CHANGED_LINES = 300;

/** A slower device stops comparing at this time, whatever it found by then. */
const SCREEN_COMPARISON_MS = 80;

/** The limits of each of `textCount` comparisons made for one screen: an equal share of its lines, one deadline. */
export function screenComparisonLimits(textCount: number): ComparisonLimits {
  return {
    maxChangedLines: Math.floor(SCREEN_CHANGED_LINES / textCount),
    deadline: Date.now() + SCREEN_COMPARISON_MS,
  };
}
