import { Anchor, Group, Table } from '@mantine/core';
import type { SubscriberListCounts } from '@studio/schemas';
import { IconDownload } from '@tabler/icons-react';
import { subscribersCsvAddress } from './subscribersCsvAddress';

/** Each mailing list with its counts, and its CSV. */
export function ListCounts({ lists }: { lists: readonly SubscriberListCounts[] }) {
  return (
    <Table.ScrollContainer minWidth={560} type="native" mb="xl">
      <Table verticalSpacing="sm" aria-label="Mailing lists">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>List</Table.Th>
            <Table.Th>Confirmed</Table.Th>
            <Table.Th>Waiting</Table.Th>
            <Table.Th>Unsubscribed</Table.Th>
            <Table.Th>Export</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lists.map((list) => (
            <Table.Tr key={list.list}>
              <Table.Td>{list.listName}</Table.Td>
              <Table.Td>{list.confirmed}</Table.Td>
              <Table.Td>{list.waiting}</Table.Td>
              <Table.Td>{list.unsubscribed}</Table.Td>
              <Table.Td>
                <Anchor href={subscribersCsvAddress(list.list)} download>
                  <Group gap={4} wrap="nowrap" component="span">
                    <IconDownload size={16} aria-hidden />
                    {`CSV of ${list.listName}`}
                  </Group>
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
