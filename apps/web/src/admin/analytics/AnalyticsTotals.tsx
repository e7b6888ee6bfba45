import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { Analytics } from '@studio/schemas';
import { IconClick, IconEye, IconUsers } from '@tabler/icons-react';

const TOTALS: { key: keyof Analytics['totals']; label: string; icon: typeof IconEye }[] = [
  { key: 'views', label: 'Page Views', icon: IconEye },
  { key: 'visitors', label: 'Visitors', icon: IconUsers },
  { key: 'storeClicks', label: 'Store Clicks', icon: IconClick },
];

const number = new Intl.NumberFormat('en');

/** The period's three totals. */
export function AnalyticsTotals({ totals }: { totals: Analytics['totals'] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      {TOTALS.map(({ key, label, icon: Icon }) => (
        <Paper key={key} withBorder radius="md" p="md" component="section" aria-label={label}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed" fw={500}>
                {label}
              </Text>
              <Text fz={28} fw={700} lh={1.2} data-testid={`analytics-${key}`}>
                {number.format(totals[key])}
              </Text>
            </div>
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
