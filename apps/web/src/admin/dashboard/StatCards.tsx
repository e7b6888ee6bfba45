import { Alert } from '@mantine/core';
import type { DashboardStats } from '@studio/schemas';
import {
  IconApps,
  IconCategory,
  IconMail,
  IconNews,
  IconStar,
  type Icon,
} from '@tabler/icons-react';
import { trpc } from '../../trpc';
import { StatTiles } from '../shared/StatTiles';

const CARDS: { key: keyof DashboardStats; label: string; icon: Icon }[] = [
  { key: 'totalApps', label: 'Total Apps', icon: IconApps },
  { key: 'blogPosts', label: 'Blog Posts', icon: IconNews },
  { key: 'appCategories', label: 'App Categories', icon: IconCategory },
  { key: 'featuredApps', label: 'Featured Apps', icon: IconStar },
  { key: 'subscribers', label: 'Subscribers', icon: IconMail },
];

/** The dashboard's counts; Subscribers: addresses confirmed on any mailing list. */
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
    <StatTiles
      tiles={CARDS.map(({ key, label, icon }) => ({
        id: key,
        label,
        icon,
        value: stats.data ? stats.data[key] : null,
      }))}
      cols={{ base: 1, xs: 2, md: 3, lg: 5 }}
      size="lg"
      testIdPrefix="stat"
      mb="xl"
    />
  );
}
