/** The URL of the app list filtered to one category, e.g. /apps/category/Game. */
export function categoryPath(category: string): string {
  return `/apps/category/${encodeURIComponent(category)}`;
}
