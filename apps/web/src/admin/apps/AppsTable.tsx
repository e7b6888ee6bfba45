import { Avatar, Badge, Group, Table, Text } from '@mantine/core';
import type { AppSummary } from '@studio/schemas';
import { formatLocalDate } from '../shared/formatDate';
import RowActions from '../shared/RowActions';
import TableMessageRow from '../shared/TableMessageRow';
import TableSkeletonRows from '../shared/TableSkeletonRows';

const COLUMNS = ['App', 'Category', 'Status', 'Last Updated', 'Actions'];
const LOADING_ROWS = 5;

interface AppsTableProps {
  apps: AppSummary[];
  isLoading: boolean;
  emptyMessage: string;
  onDelete: (app: AppSummary) => void;
}

export default function AppsTable({ apps, isLoading, emptyMessage, onDelete }: AppsTableProps) {
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading ? (
            <TableSkeletonRows rows={LOADING_ROWS} columns={COLUMNS.length} />
          ) : apps.length === 0 ? (
            <TableMessageRow columns={COLUMNS.length} message={emptyMessage} />
          ) : (
            apps.map((app) => (
              <Table.Tr key={app.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={app.icon} alt={`${app.name} icon`} radius="md">
                      {app.name.charAt(0)}
                    </Avatar>
                    <div>
                      <Text fw={600}>{app.name}</Text>
                      <Text size="sm" c="dimmed">
                        {app.slug}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{app.category}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={app.featured ? 'yellow' : 'gray'}>
                    {app.featured ? 'Featured' : 'Standard'}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatLocalDate(app.updatedAt)}</Table.Td>
                <Table.Td>
                  <RowActions
                    name={app.name}
                    viewPath={`/apps/${app.slug}`}
                    editPath={`/admin/apps/edit/${app.id}`}
                    onDelete={() => onDelete(app)}
                  />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
