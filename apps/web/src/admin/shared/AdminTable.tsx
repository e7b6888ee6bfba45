import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import TableMessageRow from './TableMessageRow';
import TableSkeletonRows from './TableSkeletonRows';

const LOADING_ROWS = 5;

/** What an admin list page hands its table: the rows to show and how to ask for a deletion. */
export interface AdminTableContent<T> {
  items: readonly T[];
  isLoading: boolean;
  /** Shown in place of the rows when there are none. */
  emptyMessage: string;
  onDelete: (item: T) => void;
}

interface AdminTableProps<T> extends Omit<AdminTableContent<T>, 'onDelete'> {
  columns: readonly string[];
  /** Narrower screens scroll the table sideways rather than squeeze its columns. */
  minWidth: number;
  /** One item's cells, in the order of the columns. */
  renderCells: (item: T) => ReactNode;
}

/** An admin list's table with its loading and empty states. */
export default function AdminTable<T extends { id: number }>({
  items,
  isLoading,
  emptyMessage,
  columns,
  minWidth,
  renderCells,
}: AdminTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? (
            <TableSkeletonRows rows={LOADING_ROWS} columns={columns.length} />
          ) : items.length === 0 ? (
            <TableMessageRow columns={columns.length} message={emptyMessage} />
          ) : (
            items.map((item) => <Table.Tr key={item.id}>{renderCells(item)}</Table.Tr>)
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
