import { Code, Stack } from '@mantine/core';
import type { LineRun } from './lineComparison';

const RUN_COLORS = {
  added: 'var(--mantine-color-green-light)',
  removed: 'var(--mantine-color-red-light)',
  same: undefined,
} as const;
const LINE_MARKS = { added: '+ ', removed: '- ', same: '  ' } as const;

/** A text compared line by line: added lines marked +, removed ones -. */
export function LineRuns({ runs }: { runs: LineRun[] }) {
  return (
    <Stack gap={0}>
      {runs.map((run, index) => (
        <Code
          key={index}
          block
          style={{ background: RUN_COLORS[run.kind], whiteSpace: 'pre-wrap' }}
        >
          {run.lines.map((line) => LINE_MARKS[run.kind] + line).join('\n')}
        </Code>
      ))}
    </Stack>
  );
}
