import { Code, Stack, Text } from '@mantine/core';
import { foldUnchanged } from './foldUnchanged';
import type { LineRun } from './lineComparison';

const RUN_COLORS = {
  added: 'var(--mantine-color-green-light)',
  removed: 'var(--mantine-color-red-light)',
  same: undefined,
} as const;
const LINE_MARKS = { added: '+ ', removed: '- ', same: '  ' } as const;
const count = new Intl.NumberFormat('en');

/** A text compared line by line: added lines marked +, removed ones -, long unchanged stretches counted. */
export function LineRuns({ runs }: { runs: LineRun[] }) {
  return (
    <Stack gap={0}>
      {foldUnchanged(runs).map((run, index) =>
        run.kind === 'folded' ? (
          <Text key={index} size="sm" c="dimmed" py={4}>
            {`${count.format(run.count)} unchanged lines`}
          </Text>
        ) : (
          <Code
            key={index}
            block
            style={{ background: RUN_COLORS[run.kind], whiteSpace: 'pre-wrap' }}
          >
            {run.lines.map((line) => LINE_MARKS[run.kind] + line).join('\n')}
          </Code>
        ),
      )}
    </Stack>
  );
}
