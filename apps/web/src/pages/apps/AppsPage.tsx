import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { StatusMessage } from '../../components/StatusMessage';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { trpc } from '../../trpc';
import { AppGrid } from './AppGrid';
import { AppGridSkeleton } from './AppGridSkeleton';
import { APPS_LOAD_ERROR, NO_APPS, noAppsInCategory } from './appListMessages';
import { CategoryFilter } from './CategoryFilter';
import { CategoryFilterSkeleton } from './CategoryFilterSkeleton';
import { categoryHeading } from './categoryHeading';
import { distinctCategories } from './distinctCategories';

const LOADING_CARDS = 6;

/** /apps and /apps/category/{category}: the catalogue with its category filter. */
export function AppsPage() {
  const category = useParams().category ?? null;
  const heading = categoryHeading(category);
  useDocumentTitle(heading);
  const apps = trpc.apps.list.useQuery();

  const categories = apps.data ? distinctCategories(apps.data) : [];
  // A category from the URL stays selectable even when no app has it (it then shows the empty text).
  if (category && !categories.includes(category)) categories.push(category);
  const shown = apps.data?.filter((app) => !category || app.category === category) ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Portfolio"
        title={heading}
        description="Every title we have shipped, from pocket-sized arcade games to tools for work and study."
      />
      <Container size="xl" py={48}>
        <Stack gap="xl">
          {apps.isPending ? (
            <CategoryFilterSkeleton />
          ) : (
            <CategoryFilter categories={categories} selected={category} />
          )}
          {apps.isPending ? (
            <AppGridSkeleton count={LOADING_CARDS} />
          ) : apps.isError ? (
            <StatusMessage kind="error">{APPS_LOAD_ERROR}</StatusMessage>
          ) : shown.length === 0 ? (
            <StatusMessage kind="empty">
              {category ? noAppsInCategory(category) : NO_APPS}
            </StatusMessage>
          ) : (
            <AppGrid apps={shown} headingOrder={2} />
          )}
        </Stack>
      </Container>
    </>
  );
}
