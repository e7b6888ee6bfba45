import { Group } from '@mantine/core';
import { ClassButton } from '../../components/ClassButton';
import { categoryPath, PUBLIC_PATHS } from '@studio/schemas';
import { SiteLink } from '../../components/SiteLink';
import { useCatalog } from '../../messages/useCatalog';
import { APPS_CATALOG } from './appsCatalog';

interface CategoryFilterProps {
  categories: string[];
  /** The chosen category; null for all. */
  selected: string | null;
}

/** "All Apps" plus one button per category; each is a link to the filtered URL. */
export function CategoryFilter({ categories, selected }: CategoryFilterProps) {
  const { t } = useCatalog(APPS_CATALOG);
  const options = [
    { label: t('filter.all'), category: null, to: PUBLIC_PATHS.apps },
    ...categories.map((category) => ({
      label: t('category.name', { category }),
      category,
      to: categoryPath(category),
    })),
  ];
  return (
    <Group component="nav" aria-label={t('filter.label')} gap="sm">
      {options.map((option) => {
        const active = option.category === selected;
        return (
          <ClassButton
            key={option.to}
            component={SiteLink}
            to={option.to}
            look={active ? 'gradient' : 'default'}
            aria-current={active ? 'page' : undefined}
          >
            {option.label}
          </ClassButton>
        );
      })}
    </Group>
  );
}
