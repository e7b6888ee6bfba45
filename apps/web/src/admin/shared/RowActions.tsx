import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface RowActionsProps {
  /** Names the row in the buttons' accessible labels, e.g. "Edit Space Miner". */
  name: string;
  /** The public page; omitted when visitors cannot see the item. */
  viewPath?: string;
  editPath: string;
  /** Omitted where deleting is not offered, e.g. on the dashboard. */
  onDelete?: () => void;
}

export function RowActions({ name, viewPath, editPath, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {viewPath && (
        <Tooltip label="View">
          <ActionIcon variant="subtle" component={Link} to={viewPath} aria-label={`View ${name}`}>
            <IconEye size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" component={Link} to={editPath} aria-label={`Edit ${name}`}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {onDelete && (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${name}`}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
