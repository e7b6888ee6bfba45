import { Table, Text } from '@mantine/core';

interface TableMessageRowProps {
  columns: number;
  message: string;
}

/** One full-width row for empty results. */
export function TableMessageRow({ columns, message }: TableMessageRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text ta="center" c="dimmed" py="lg">
          {message}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
