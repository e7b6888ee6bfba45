import { Badge } from '@mantine/core';

export default function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge variant="light" color={published ? 'green' : 'gray'}>
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}
