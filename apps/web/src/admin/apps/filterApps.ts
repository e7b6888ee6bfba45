import type { AppSummary } from '@studio/schemas';

/** Apps whose name, slug or category contains the search text, ignoring case. */
export function filterApps<T extends Pick<AppSummary, 'name' | 'slug' | 'category'>>(
  apps: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...apps];
  return apps.filter((app) =>
    [app.name, app.slug, app.category].some((text) => text.toLowerCase().includes(needle)),
  );
}
