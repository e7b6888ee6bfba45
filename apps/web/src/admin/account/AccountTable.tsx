import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountTableProps {
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The headers of the columns before the last, which holds each row's action. */
  columns: string[];
  /** The rows. */
  children: ReactNode;
}

/** A list of the Account screen (passkeys, sessions): a column each, then the row's action. */
export function AccountTable({ minWidth, columns, children }: AccountTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
