import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RevokePreviewLinks } from './RevokePreviewLinks';
import { useSharePreview } from './useSharePreview';
import type { AdminKind } from './adminKind';

/** Above an edit form: a preview link to share (or every shared one to stop), and the item's revisions. */
export function PublishingActions({ kind, id }: { kind: AdminKind; id: number }) {
  const { share, isSharing } = useSharePreview(kind, id);
  return (
    <Group gap="sm" justify="flex-end">
      <Button variant="default" onClick={share} disabled={isSharing}>
        Share preview
      </Button>
      <RevokePreviewLinks kind={kind} id={id} />
      <Button component={Link} to={`/admin/${kind}/revisions/${id}`} variant="default">
        Revisions
      </Button>
    </Group>
  );
}
