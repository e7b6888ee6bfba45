import type { TitleOrder } from '@mantine/core';
import type { AppSummary } from '@studio/schemas';
import { CardGrid } from '../../components/CardGrid';
import { AppCard } from './AppCard';

export function AppGrid({ apps, headingOrder }: { apps: AppSummary[]; headingOrder?: TitleOrder }) {
  return (
    <CardGrid>
      {apps.map((app) => (
        <AppCard key={app.id} app={app} headingOrder={headingOrder} />
      ))}
    </CardGrid>
  );
}
