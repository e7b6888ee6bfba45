import { compareLines, type LineRun } from './lineComparison';
import { screenComparisonLimits } from './screenComparisonLimits';

/** One field as a revision has it against the current content. */
export interface FieldChange {
  field: string;
  /**
   * For texts of several lines: their lines compared, or 'tooDifferent' when they differ too much to
   * compare within the screen's limits. Else null, and the value before and after tell the change.
   */
  lines: LineRun[] | 'tooDifferent' | null;
  revision: string;
  current: string;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Texts are compared as they are: serialising two of 30,000 lines just to compare them took 15 to 30 ms. */
function sameValue(revision: unknown, current: unknown): boolean {
  return typeof revision === 'string' && typeof current === 'string'
    ? revision === current
    : JSON.stringify(revision ?? null) === JSON.stringify(current ?? null);
}

/**
 * The fields where a revision differs from the current content: what restoring it would change. A text of
 * several lines is compared line by line (removed: the current lines the revision lacks), within limits
 * the texts share, so that the screen's work stays bounded however many long texts changed.
 */
export function fieldChanges(
  revision: Record<string, unknown>,
  current: Record<string, unknown>,
): FieldChange[] {
  const changed = Object.keys(revision)
    .filter((field) => !sameValue(revision[field], current[field]))
    .map((field) => ({ field, revision: shown(revision[field]), current: shown(current[field]) }));
  const isText = (change: { revision: string; current: string }) =>
    change.current.includes('\n') || change.revision.includes('\n');
  const limits = screenComparisonLimits(changed.filter(isText).length);
  return changed.map((change) => ({
    ...change,
    lines: isText(change)
      ? (compareLines(change.current, change.revision, limits) ?? 'tooDifferent')
      : null,
  }));
}
