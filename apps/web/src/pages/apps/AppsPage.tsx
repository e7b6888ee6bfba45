import { Container, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { trpc } from '../../trpc';
import { AppList } from './AppList';
import { CategoryFilter } from './CategoryFilter';
import { CategoryFilterSkeleton } from './CategoryFilterSkeleton';
import { categoryHeading } from './categoryHeading';
import { distinctCategories } from './distinctCategories';

/** /apps and /apps/category/{category}: the catalogue with its category filter. */
export function AppsPage() {
  const category = useParams().category ?? null;
  const heading = categoryHeading(category);
  useDocumentTitle(heading);
  // The same cached query as the list below: the filter offers the categories the apps have.
  const apps = trpc.apps.list.useQuery();

  const categories = apps.data ? distinctCategories(apps.data) : [];
  // A category from the URL stays selectable even when no app has it (it then shows the empty text).
  if (category && !categories.includes(category)) categories.push(category);

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
          <AppList category={category} headingOrder={2} />
        </Stack>
      </Container>
    </>
  );
}
