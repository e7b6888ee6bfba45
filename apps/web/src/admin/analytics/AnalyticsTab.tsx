import { Alert, Grid, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { trpc } from '../../trpc';
import { AnalyticsTotals } from './AnalyticsTotals';
import { LanguageViewsTable } from './LanguageViewsTable';
import { TopAppsTable } from './TopAppsTable';
import { TopPostsTable } from './TopPostsTable';

const AnalyticsChart = lazy(async () => ({
  default: (await import('./AnalyticsChart')).AnalyticsChart,
}));

const PERIODS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];

const chartPlaceholder = <Skeleton height={280} radius="md" />;

/** A column of the top lists, from md up `span` of 12 wide: its title over its table. */
function TopList({ span, title, children }: { span: number; title: string; children: ReactNode }) {
  return (
    <Grid.Col span={{ base: 12, md: span }}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Grid.Col>
  );
}

/** The dashboard's Analytics view: cookieless counts of the public site over a chosen period. */
export function AnalyticsTab() {
  const [days, setDays] = useState('30');
  const analytics = trpc.admin.analytics.report.useQuery({ days: Number(days) });

  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label="Period"
        data={PERIODS}
        value={days}
        onChange={setDays}
        style={{ alignSelf: 'flex-start' }}
      />
      {analytics.isError ? (
        <Alert color="red" role="alert">
          Failed to load the analytics. Please try again.
        </Alert>
      ) : !analytics.data ? (
        <>
          <Skeleton height={88} radius="md" />
          {chartPlaceholder}
        </>
      ) : (
        <>
          <AnalyticsTotals totals={analytics.data.totals} />
          <Suspense fallback={chartPlaceholder}>
            <AnalyticsChart daily={analytics.data.daily} />
          </Suspense>
          <Grid gap="lg">
            <TopList span={7} title="Top apps">
              <TopAppsTable apps={analytics.data.apps} />
            </TopList>
            <TopList span={5} title="Top posts">
              <TopPostsTable posts={analytics.data.posts} />
            </TopList>
            {/* A site in one language has nothing to compare. */}
            {analytics.data.languages.length > 1 && (
              <TopList span={5} title="Views by language">
                <LanguageViewsTable languages={analytics.data.languages} />
              </TopList>
            )}
          </Grid>
          <Text size="xs" c="dimmed">
            Counted without cookies, in UTC days. Visitors are told apart within a day only, so the
            total adds up each day&apos;s visitors. Bots and your own visits are left out.
          </Text>
        </>
      )}
    </Stack>
  );
}
