import { APP_CATEGORIES } from '@studio/schemas';

/** The categories present in the apps, in the site's usual order (known ones first, then A–Z). */
export function distinctCategories(apps: readonly { category: string }[]): string[] {
  const rank = (category: string) => {
    const index = (APP_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? APP_CATEGORIES.length : index;
  };
  return [...new Set(apps.map((app) => app.category))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
}
