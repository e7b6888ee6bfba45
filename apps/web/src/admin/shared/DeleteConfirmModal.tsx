import { Button, Group, Modal, Text } from '@mantine/core';

interface DeleteConfirmModalProps {
  /** What is being deleted, e.g. `the app "Space Miner"`; null keeps the dialog closed. */
  subject: string | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function DeleteConfirmModal({
  subject,
  isDeleting,
  onConfirm,
  onCancel,
}: DeleteConfirmModalProps) {
  return (
    <Modal opened={subject !== null} onClose={onCancel} title="Are you sure?" centered>
      <Text>{`This will permanently delete ${subject}. This action cannot be undone.`}</Text>
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
