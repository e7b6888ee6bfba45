import { Alert, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { DashboardStats } from '@studio/schemas';
import { IconApps, IconCategory, IconNews, IconStar } from '@tabler/icons-react';
import { trpc } from '../../trpc';

const CARDS: { key: keyof DashboardStats; label: string; icon: typeof IconApps }[] = [
  { key: 'totalApps', label: 'Total Apps', icon: IconApps },
  { key: 'blogPosts', label: 'Blog Posts', icon: IconNews },
  { key: 'appCategories', label: 'App Categories', icon: IconCategory },
  { key: 'featuredApps', label: 'Featured Apps', icon: IconStar },
];

export function StatCards() {
  const stats = trpc.admin.dashboard.stats.useQuery();

  if (stats.isError) {
    return (
      <Alert color="red" role="alert" mb="xl">
        Failed to load the statistics. Please try again.
      </Alert>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="xl">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <Paper key={key} withBorder radius="md" p="md" component="section" aria-label={label}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed" fw={500}>
                {label}
              </Text>
              {stats.data ? (
                <Text fz={32} fw={700} lh={1.2} data-testid={`stat-${key}`}>
                  {stats.data[key]}
                </Text>
              ) : (
                <Skeleton height={38} width={48} mt={2} />
              )}
            </div>
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
