import { Group, Table, Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { TableMessageRow } from './TableMessageRow';
import { TableSkeletonRows } from './TableSkeletonRows';

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
  /**
   * The table's name, for a table whose rows hold no link or button: its scrolling box can then be focused,
   * so that a keyboard scrolls it sideways on a phone.
   */
  label?: string;
}

/** "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The columns cut off by a table scrolled sideways, measured from its header cells, so that a phone can say
 * which ones are out of sight.
 */
function useColumnsOutOfSight() {
  const box = useRef<HTMLDivElement>(null);
  const [outOfSight, setOutOfSight] = useState<string[]>([]);
  const measure = useCallback(() => {
    const container = box.current;
    if (!container) return;
    const visibleEnd = container.scrollLeft + container.clientWidth + 1;
    const hidden = Array.from(container.querySelectorAll('thead th'))
      .filter(
        (cell) => cell instanceof HTMLElement && cell.offsetLeft + cell.offsetWidth > visibleEnd,
      )
      .map((cell) => cell.textContent ?? '');
    setOutOfSight((current) => (current.join('\n') === hidden.join('\n') ? current : hidden));
  }, []);
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(container);
    return () => resized.disconnect();
  }, [measure]);
  return { box, outOfSight, measure };
}

/** An admin list's table with its loading and empty states; on a narrow screen it says what is out of sight. */
export function AdminTable<T extends { id: number }>({
  items,
  isLoading,
  emptyMessage,
  columns,
  minWidth,
  renderCells,
  label,
}: AdminTableProps<T>) {
  const { box, outOfSight, measure } = useColumnsOutOfSight();
  // Rows that arrive may widen the columns.
  useEffect(measure, [items, isLoading, measure]);
  return (
    <>
      {outOfSight.length > 0 && (
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconArrowsHorizontal size={16} aria-hidden />
          <Text size="sm">{`Scroll sideways to see ${listed(outOfSight)}.`}</Text>
        </Group>
      )}
      <Table.ScrollContainer
        ref={box}
        onScroll={measure}
        minWidth={minWidth}
        type="native"
        {...(label ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      >
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
    </>
  );
}
