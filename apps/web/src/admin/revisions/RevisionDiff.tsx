import { Table, Text } from '@mantine/core';
import type { FieldChange } from './fieldChanges';
import { LineRuns } from './LineRuns';

/** What restoring a revision would change, field by field; long texts line by line. */
export function RevisionDiff({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) {
    return <Text c="dimmed">This revision has the same content as the current version.</Text>;
  }
  return (
    // Wider than a phone: focusable, so that the keyboard can scroll it too.
    <Table.ScrollContainer
      minWidth={480}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Changes from the current version"
    >
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
              {change.lines === 'tooDifferent' ? (
                <Table.Td colSpan={2}>
                  <Text>These versions differ too much to compare line by line</Text>
                </Table.Td>
              ) : change.lines ? (
                <Table.Td colSpan={2}>
                  <LineRuns runs={change.lines} />
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
