import { Container, Stack } from '@mantine/core';
import { APP_CATEGORIES, type AppCard } from '@studio/schemas';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useSiteQuery } from '../../pageKit/siteQuery';
import { usePageHead } from '../../pageKit/usePageHead';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AppList } from './AppList';
import { appsHead } from './appsHead';
import { STUDIO_NAME } from '../../studio';
import { APPS_CATALOG } from './appsCatalog';
import { appCardsQuery } from './appCardsQuery';
import { CategoryFilter } from './CategoryFilter';
import { CategoryFilterSkeleton } from './CategoryFilterSkeleton';
import { distinctCategories } from './distinctCategories';
import { findCategory } from './findCategory';
import { usePageLocale } from '../../pageKit/pageLocale';
import { useCatalog } from '../../messages/useCatalog';

/** /apps and /apps/category/{category}: the catalogue; a category nobody knows is not a page. */
export function AppsPage() {
  const named = useParams().category ?? null;
  // The same cached query as the list: the filter offers the categories the apps have.
  const apps = useSiteQuery(appCardsQuery(undefined, usePageLocale()));
  const known = [...APP_CATEGORIES, ...(apps.data ? distinctCategories(apps.data) : [])];
  const category = named === null ? null : findCategory(named, known);

  if (named !== null && category === null) {
    // Until the apps arrive, a category only they have stays possible.
    return apps.isPending ? <PageLoader /> : <NotFoundPage />;
  }
  return <AppCatalogue category={category} apps={apps.data} loading={apps.isPending} />;
}

interface AppCatalogueProps {
  /** The chosen category, as the site spells it; null for all. */
  category: string | null;
  apps: AppCard[] | undefined;
  loading: boolean;
}

function AppCatalogue({ category, apps, loading }: AppCatalogueProps) {
  const { t } = useCatalog(APPS_CATALOG);
  const heading = category
    ? t('page.categoryHeading', { category: t('category.name', { category }) })
    : t('page.allHeading');
  const description = t('page.description');
  usePageHead((origin, site) =>
    appsHead(
      origin,
      category,
      {
        heading,
        description: category
          ? t('head.categoryDescription', {
              category: t('category.name', { category }),
              studio: STUDIO_NAME,
              description,
            })
          : description,
      },
      site,
    ),
  );

  const categories = apps ? distinctCategories(apps) : [];
  // A known category stays selectable even when no app has it (it then shows the empty text).
  if (category && !categories.includes(category)) categories.push(category);

  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={heading} description={description} />
      <Container size="xl" py={48}>
        <Stack gap="xl">
          {loading ? (
            <CategoryFilterSkeleton />
          ) : (
            <CategoryFilter categories={categories} selected={category} />
          )}
          <AppList category={category} headingOrder={2} />
        </Stack>
      </Container>
    </>
  );
}
