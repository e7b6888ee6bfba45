import { List, Table, Text, Title } from '@mantine/core';
import {
  localeName,
  type FastlaneChange,
  type FastlaneConflict,
  type FastlaneImport,
} from '@studio/schemas';

const FIELD_LABELS: Record<FastlaneChange['field'], string> = {
  name: 'Name',
  subtitle: 'Subtitle',
  description: 'Description',
  shortDescription: 'Short description',
  keywords: 'Keywords',
  promotionalText: 'Promotional text',
  supportUrl: 'Support URL',
  marketingUrl: 'Marketing URL',
  releaseNotes: 'Release notes',
};

/** "Release notes 1.2", "Name": which text, a release's by its version. */
function fieldLabel({ field, release }: Pick<FastlaneChange, 'field' | 'release'>): string {
  return release ? `${FIELD_LABELS[field]} ${release.version}` : FIELD_LABELS[field];
}

const languageOf = ({ locale }: Pick<FastlaneChange, 'locale'>) =>
  `${localeName(locale)} (${locale})`;

function ChangesTable({ changes }: { changes: readonly FastlaneChange[] }) {
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="xs" aria-label="Changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Language</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Now</Table.Th>
            <Table.Th>Imported</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.files.join(' ')}>
              <Table.Td>{languageOf(change)}</Table.Td>
              <Table.Td>{fieldLabel(change)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{change.before ?? '(none)'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{change.after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function conflictLine(conflict: FastlaneConflict): string {
  const texts = conflict.texts.map(({ path, text }) => `${path}: “${text}”`).join('; ');
  return `${languageOf(conflict)}, ${fieldLabel(conflict)}: ${texts}`;
}

/** What a dry run found: the changes (old → new), the conflicts kept as they are, the files ignored. */
export function FastlaneChanges({ found }: { found: FastlaneImport }) {
  return (
    <>
      {found.changes.length === 0 ? (
        <Text>Nothing to change: the site already has these texts.</Text>
      ) : (
        <ChangesTable changes={found.changes} />
      )}
      {found.conflicts.length > 0 && (
        <>
          <Title order={3} size="h5">
            Conflicts (these texts stay as they are)
          </Title>
          <List size="sm" aria-label="Conflicts">
            {found.conflicts.map((conflict) => (
              <List.Item key={conflictLine(conflict)}>{conflictLine(conflict)}</List.Item>
            ))}
          </List>
        </>
      )}
      {found.ignored.length > 0 && (
        <>
          <Title order={3} size="h5">
            Ignored files
          </Title>
          <List size="sm" aria-label="Ignored files">
            {found.ignored.map(({ path, reason }) => (
              <List.Item key={path}>{`${path}: ${reason}`}</List.Item>
            ))}
          </List>
        </>
      )}
    </>
  );
}
