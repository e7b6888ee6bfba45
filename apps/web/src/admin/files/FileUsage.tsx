import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { FileUsage as Usage } from '@studio/schemas';
import { Link } from 'react-router-dom';

const EDIT_PATHS: Partial<Record<Usage['type'], (id: string) => string>> = {
  app: (id) => `/admin/apps/edit/${id}`,
  post: (id) => `/admin/blog/edit/${id}`,
};

const TYPE_NAMES: Record<Usage['type'], string> = {
  app: 'App',
  post: 'Post',
  setting: 'Setting',
};

/** Where a file is used, each place linked to its edit form; or that nothing uses it. */
export function FileUsage({ usedBy }: { usedBy: Usage[] }) {
  if (usedBy.length === 0) {
    return (
      <Badge color="gray" variant="light">
        Unused
      </Badge>
    );
  }
  return (
    <Stack gap={2} component="ul" aria-label="Used by" m={0} p={0} style={{ listStyle: 'none' }}>
      {usedBy.map((usage) => {
        const editPath = EDIT_PATHS[usage.type]?.(usage.id);
        const label = `${TYPE_NAMES[usage.type]}: ${usage.name}`;
        return (
          <li key={`${usage.type}-${usage.id}-${usage.field}`}>
            {editPath ? (
              <Anchor component={Link} to={editPath} size="xs">
                {label}
              </Anchor>
            ) : (
              <Text span size="xs">
                {label}
              </Text>
            )}
            <Text span size="xs" c="dimmed">
              {' '}
              ({usage.field})
            </Text>
          </li>
        );
      })}
    </Stack>
  );
}
