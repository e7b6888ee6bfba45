import { Badge } from '@mantine/core';

export function PublishedBadge({ published }: { published: boolean }) {
  return (
    // A badge may shrink below its text (Mantine clips the label); in a crowded table row it must not.
    <Badge variant="light" color={published ? 'green' : 'gray'} miw="max-content">
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}
