// The chart's tooltip shows colour swatches.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { Analytics } from '@studio/schemas';

const SERIES = [
  { name: 'views', label: 'Page views', color: 'brand.6' },
  { name: 'visitors', label: 'Visitors', color: 'aqua.6' },
  { name: 'storeClicks', label: 'Store clicks', color: 'magenta.6' },
];

const shortDate = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Views, visitors and store clicks per day (loaded on its own, so the charting code stays out of the rest). */
export function AnalyticsChart({ daily }: { daily: Analytics['daily'] }) {
  const data = daily.map((day) => ({
    ...day,
    label: shortDate.format(new Date(`${day.date}T00:00:00Z`)),
  }));
  // Named as a figure: the chart's own root is a plain <div>, on which a name is not allowed.
  return (
    <figure aria-label="Page views, visitors and store clicks per day" style={{ margin: 0 }}>
      <AreaChart
        h={280}
        data={data}
        dataKey="label"
        series={SERIES}
        curveType="monotone"
        withLegend
        withDots={false}
        fillOpacity={0.15}
        tickLine="y"
      />
    </figure>
  );
}
