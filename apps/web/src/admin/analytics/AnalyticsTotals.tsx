import type { Analytics } from '@studio/schemas';
import { IconClick, IconEye, IconUsers, type Icon } from '@tabler/icons-react';
import { StatTiles } from '../shared/StatTiles';

const TOTALS: { key: keyof Analytics['totals']; label: string; icon: Icon }[] = [
  { key: 'views', label: 'Page Views', icon: IconEye },
  { key: 'visitors', label: 'Visitors', icon: IconUsers },
  { key: 'storeClicks', label: 'Store Clicks', icon: IconClick },
];

const number = new Intl.NumberFormat('en');

/** The period's three totals. */
export function AnalyticsTotals({ totals }: { totals: Analytics['totals'] }) {
  return (
    <StatTiles
      tiles={TOTALS.map(({ key, label, icon }) => ({
        id: key,
        label,
        icon,
        value: number.format(totals[key]),
      }))}
      cols={{ base: 1, xs: 3 }}
      size="md"
      testIdPrefix="analytics"
    />
  );
}
