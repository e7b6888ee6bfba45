import { Paper, SimpleGrid, Title } from '@mantine/core';
import {
  IconApps,
  IconFilePlus,
  IconMail,
  IconNews,
  IconPhoto,
  IconPlus,
  IconUsers,
} from '@tabler/icons-react';
import { ShortcutButton, type Shortcut } from './ShortcutButton';

const ACTIONS: readonly Shortcut[] = [
  { label: 'Add New App', to: '/admin/apps/new', icon: IconPlus, variant: 'filled' },
  { label: 'Create Blog Post', to: '/admin/blog/new', icon: IconFilePlus, variant: 'filled' },
  { label: 'Manage Apps', to: '/admin/apps', icon: IconApps, variant: 'default' },
  { label: 'Manage Blog', to: '/admin/blog', icon: IconNews, variant: 'default' },
  { label: 'Media Library', to: '/admin/media', icon: IconPhoto, variant: 'default' },
  { label: 'Outbox', to: '/admin/outbox', icon: IconMail, variant: 'default' },
  { label: 'Subscribers', to: '/admin/subscribers', icon: IconUsers, variant: 'default' },
];

export function QuickActions() {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="xl"
      component="section"
      aria-labelledby="quick-actions"
    >
      <Title order={2} size="h4" mb="sm" id="quick-actions">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }}>
        {ACTIONS.map((action) => (
          <ShortcutButton key={action.to} shortcut={action} iconSize={18} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
