import { diffLines } from 'diff';

/** One field as a revision has it against the current content. */
export interface FieldChange {
  field: string;
  /** Line by line for texts of several lines; else the value before and after. */
  lines: { text: string; kind: 'added' | 'removed' | 'same' }[] | null;
  revision: string;
  current: string;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields where a revision differs from the current content: what restoring it would change. A text of
 * several lines is compared line by line (removed: the current lines the revision lacks).
 */
export function fieldChanges(
  revision: Record<string, unknown>,
  current: Record<string, unknown>,
): FieldChange[] {
  return Object.keys(revision)
    .filter(
      (field) => JSON.stringify(revision[field] ?? null) !== JSON.stringify(current[field] ?? null),
    )
    .map((field) => {
      const before = shown(current[field]);
      const after = shown(revision[field]);
      const multiline = before.includes('\n') || after.includes('\n');
      return {
        field,
        revision: after,
        current: before,
        lines: multiline
          ? diffLines(before, after).map((part) => ({
              text: part.value,
              kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
            }))
          : null,
      };
    });
}
