import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { DeleteConfirmation } from './useDeleteConfirmation';

interface DeleteConfirmModalProps {
  /** What is being deleted, e.g. `the app "Space Miner"`; null keeps the dialog closed. */
  subject: string | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteConfirmModal({
  subject,
  isDeleting,
  onConfirm,
  onCancel,
}: DeleteConfirmModalProps) {
  // The dialog fades out after it is closed: it keeps naming the item rather than "null".
  const [named, setNamed] = useState(subject);
  if (subject !== null && subject !== named) setNamed(subject);

  return (
    <Modal
      opened={subject !== null}
      onClose={onCancel}
      title="Are you sure?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{`This will permanently delete ${named}. This action cannot be undone.`}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isDeleting}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} disabled={isDeleting}>
          {isDeleting ? 'Deleting...' : 'Delete'}
        </Button>
      </Group>
    </Modal>
  );
}

/** The dialog of a useDeleteConfirmation: open while it names an item. */
export function DeletionDialog<T>({ deletion }: { deletion: DeleteConfirmation<T> }) {
  return (
    <DeleteConfirmModal
      subject={deletion.subject}
      isDeleting={deletion.isDeleting}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  );
}
