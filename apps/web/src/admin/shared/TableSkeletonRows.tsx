import { Skeleton, Table } from '@mantine/core';

interface TableSkeletonRowsProps {
  rows: number;
  columns: number;
}

/** Placeholder rows shown while a table's data loads. */
export function TableSkeletonRows({ rows, columns }: TableSkeletonRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, column) => (
        <Table.Td key={column}>
          <Skeleton height={20} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
