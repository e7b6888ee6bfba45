import { Table } from '@mantine/core';
import { localeName, type Analytics } from '@studio/schemas';

/** The views of each language's pages. */
export function LanguageViewsTable({ languages }: { languages: Analytics['languages'] }) {
  return (
    <Table aria-label="Views by language" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Language</Table.Th>
          <Table.Th ta="right">Views</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {languages.map(({ locale, views }) => (
          <Table.Tr key={locale}>
            <Table.Td lang={locale}>{localeName(locale)}</Table.Td>
            <Table.Td ta="right">{views}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
