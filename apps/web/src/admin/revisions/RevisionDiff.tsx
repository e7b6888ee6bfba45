import { Code, Stack, Table, Text } from '@mantine/core';
import type { FieldChange } from './fieldChanges';

const LINE_COLORS = {
  added: 'var(--mantine-color-green-light)',
  removed: 'var(--mantine-color-red-light)',
  same: undefined,
} as const;
const LINE_MARKS = { added: '+ ', removed: '- ', same: '  ' } as const;

/** What restoring a revision would change, field by field; long texts line by line. */
export function RevisionDiff({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) {
    return <Text c="dimmed">This revision has the same content as the current version.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="sm" aria-label="Changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Current</Table.Th>
            <Table.Th>This revision</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Td fw={600}>{change.field}</Table.Td>
              {change.lines ? (
                <Table.Td colSpan={2}>
                  <Stack gap={0}>
                    {change.lines.map((line, index) => (
                      <Code
                        key={index}
                        block
                        style={{ background: LINE_COLORS[line.kind], whiteSpace: 'pre-wrap' }}
                      >
                        {line.text
                          .replace(/\n$/, '')
                          .split('\n')
                          .map((text) => LINE_MARKS[line.kind] + text)
                          .join('\n')}
                      </Code>
                    ))}
                  </Stack>
                </Table.Td>
              ) : (
                <>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{change.current}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{change.revision}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
