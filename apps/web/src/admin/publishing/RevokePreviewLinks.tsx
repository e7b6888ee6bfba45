import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useRevokePreviewLinks } from './useRevokePreviewLinks';
import type { AdminKind } from './adminKind';

/** "Revoke preview links", after a confirmation: every link shared for the item stops working at once. */
export function RevokePreviewLinks({ kind, id }: { kind: AdminKind; id: number }) {
  const [confirming, setConfirming] = useState(false);
  const { revoke, isRevoking } = useRevokePreviewLinks(kind, id, () => setConfirming(false));
  return (
    <>
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        Revoke preview links
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Revoke preview links?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text>
          Every preview link shared for this item stops working. New ones can be shared after.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={isRevoking}>
            Cancel
          </Button>
          <Button color="red" onClick={revoke} disabled={isRevoking}>
            {isRevoking ? 'Revoking...' : 'Revoke'}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
