import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Above an edit form: the item's revisions. */
export function PublishingActions({ kind, id }: { kind: 'blog' | 'apps'; id: number }) {
  return (
    <Group gap="sm" justify="flex-end">
      <Button component={Link} to={`/admin/${kind}/revisions/${id}`} variant="default">
        Revisions
      </Button>
    </Group>
  );
}
