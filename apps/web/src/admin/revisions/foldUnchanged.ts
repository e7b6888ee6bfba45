import type { LineRun } from './lineComparison';

/** The unchanged lines kept next to each change, as context. */
const CONTEXT_LINES = 3;

/** Unchanged lines left out of what the screen shows. */
export interface FoldedLines {
  kind: 'folded';
  count: number;
}

const kept = (lines: string[]): LineRun[] => (lines.length > 0 ? [{ kind: 'same', lines }] : []);

/**
 * The runs as the screen shows them: of a long stretch of unchanged lines, only those next to a change,
 * the others counted. Laying out every line of a 30,000-line text took Chromium 800 ms.
 */
export function foldUnchanged(runs: LineRun[]): (LineRun | FoldedLines)[] {
  return runs.flatMap((run, index) => {
    if (run.kind !== 'same') return [run];
    const head = index === 0 ? 0 : CONTEXT_LINES;
    const tail = index === runs.length - 1 ? 0 : CONTEXT_LINES;
    const count = run.lines.length - head - tail;
    if (count <= CONTEXT_LINES) return [run];
    return [
      ...kept(run.lines.slice(0, head)),
      { kind: 'folded', count } as const,
      ...kept(run.lines.slice(run.lines.length - tail)),
    ];
  });
}
