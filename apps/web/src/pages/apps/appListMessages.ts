export const APPS_LOAD_ERROR = 'Failed to load apps. Please try again later.';
export const NO_APPS = 'No apps available at the moment.';

export function noAppsInCategory(category: string): string {
  return `No ${category} apps available at the moment.`;
}
