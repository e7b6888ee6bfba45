import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconLayoutDashboard, IconNews } from '@tabler/icons-react';
import { IconTile } from '../components/IconTile';

const BLURBS = [
  {
    icon: IconLayoutDashboard,
    title: 'Easy Content Management',
    text: 'Upload app screenshots and videos, and keep every app page up to date.',
  },
  {
    icon: IconNews,
    title: 'Blog Management',
    text: 'Write, publish and update blog posts for your visitors.',
  },
  {
    icon: IconChartBar,
    title: 'Analytics Dashboard',
    text: 'See your portfolio at a glance: apps, posts, categories and recent activity.',
  },
];

export function LoginMarketingPanel() {
  return (
    <Paper radius="md" p="xl" bg="var(--mantine-primary-color-light)" component="aside">
      <Stack gap="lg">
        <div>
          <Title order={2}>App Portfolio Management</Title>
          <Text mt="xs">
            Upload app screenshots, update app information, manage blog posts and follow your
            portfolio analytics, all in one place.
          </Text>
        </div>
        {BLURBS.map(({ icon: Icon, title, text }) => (
          <Group key={title} align="flex-start" wrap="nowrap">
            <IconTile size="lg" radius="md" aria-hidden>
              <Icon size={20} />
            </IconTile>
            <div>
              <Title order={3} size="h5">
                {title}
              </Title>
              <Text size="sm">{text}</Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
