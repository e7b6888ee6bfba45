import type { TitleOrder } from '@mantine/core';
import { CardGrid } from '../../components/CardGrid';
import { StatusMessage } from '../../components/StatusMessage';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { AppCard } from './AppCard';
import { AppCardSkeleton } from './AppCardSkeleton';
import { appCardsQuery } from './appCardsQuery';
import { APPS_CATALOG } from './appsCatalog';
import { usePageLocale } from '../../pageKit/pageLocale';
import { useCatalog } from '../../messages/useCatalog';

/** Placeholder cards while the apps load: six on the home page (spec) and on the full list. */
const PLACEHOLDERS = 6;

interface AppListProps {
  /** Only this category's apps; all when null or omitted. */
  category?: string | null;
  /** Show only the first apps of the whole list (the home page), and load only them; all when omitted. */
  limit?: number;
  headingOrder?: TitleOrder;
}

/** Apps as cards, featured first (the API's order), with their loading, error and empty states. */
export function AppList({ category = null, limit, headingOrder }: AppListProps) {
  const apps = useSiteQuery(appCardsQuery(limit, usePageLocale()));
  const { t } = useCatalog(APPS_CATALOG);

  if (apps.isPending) {
    return (
      <CardGrid busy>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <AppCardSkeleton key={index} />
        ))}
      </CardGrid>
    );
  }
  if (apps.isError) return <StatusMessage kind="error">{t('list.loadError')}</StatusMessage>;

  const shown = apps.data.filter((app) => category === null || app.category === category);
  if (shown.length === 0) {
    return (
      <StatusMessage kind="empty">
        {category
          ? t('list.emptyInCategory', { category: t('category.name', { category }) })
          : t('list.empty')}
      </StatusMessage>
    );
  }
  return (
    <CardGrid>
      {shown.map((app) => (
        <AppCard key={app.slug} app={app} headingOrder={headingOrder} />
      ))}
    </CardGrid>
  );
}
