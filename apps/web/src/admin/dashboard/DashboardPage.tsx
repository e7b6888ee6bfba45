import { Container, Paper, Tabs } from '@mantine/core';
import {
  IconActivity,
  IconApps,
  IconChartLine,
  IconKey,
  IconNews,
  IconSettings,
} from '@tabler/icons-react';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { AnalyticsTab } from '../analytics/AnalyticsTab';
import { MailWaitingAlert } from '../mail/MailWaitingAlert';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { PurgeFailuresNotice } from './PurgeFailuresNotice';
import { QuickActions } from './QuickActions';
import { RecentActivityTab } from './RecentActivityTab';
import { RecentAppsTab } from './RecentAppsTab';
import { RecentPostsTab } from './RecentPostsTab';
import { ShortcutButton, type Shortcut } from './ShortcutButton';
import { StatCards } from './StatCards';

/** Beside the title: the site's settings and the admin's own account. */
const SETTINGS: readonly Shortcut[] = [
  { label: 'Site Settings', to: '/admin/settings', icon: IconSettings, variant: 'default' },
  { label: 'Change Password', to: '/admin/account', icon: IconKey, variant: 'default' },
];

/** /admin/dashboard: counts, shortcuts and what changed lately. */
export function DashboardPage() {
  const { user } = useCurrentUser();

  return (
    <Container size="xl" py="xl">
      <AdminPageHeader
        title="Admin Dashboard"
        description={user ? `Welcome back, ${user.username}` : 'Welcome back'}
        actions={SETTINGS.map((setting) => (
          <ShortcutButton key={setting.to} shortcut={setting} iconSize={16} />
        ))}
      />
      <MailWaitingAlert linkToOutbox />
      <PurgeFailuresNotice />
      <StatCards />
      <QuickActions />
      <Paper withBorder radius="md" p="md">
        <Tabs defaultValue="apps" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="apps" leftSection={<IconApps size={16} aria-hidden />}>
              Recent Apps
            </Tabs.Tab>
            <Tabs.Tab value="posts" leftSection={<IconNews size={16} aria-hidden />}>
              Recent Blog Posts
            </Tabs.Tab>
            <Tabs.Tab value="activity" leftSection={<IconActivity size={16} aria-hidden />}>
              Recent Activity
            </Tabs.Tab>
            <Tabs.Tab value="analytics" leftSection={<IconChartLine size={16} aria-hidden />}>
              Analytics
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="apps">
            <RecentAppsTab />
          </Tabs.Panel>
          <Tabs.Panel value="posts">
            <RecentPostsTab />
          </Tabs.Panel>
          <Tabs.Panel value="activity">
            <RecentActivityTab />
          </Tabs.Panel>
          <Tabs.Panel value="analytics">
            <AnalyticsTab />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Container>
  );
}
