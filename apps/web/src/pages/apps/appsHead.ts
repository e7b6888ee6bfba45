import { categoryPath, PUBLIC_PATHS } from '@studio/schemas';
import { APPS_CRUMB, HOME_CRUMB } from '../../head/crumbs';
import { pageHead, type PageHead } from '../../head/pageHead';
import { breadcrumbs } from '../../head/structuredData';
import { STUDIO_NAME } from '../../studio';

export const APPS_DESCRIPTION =
  'Every title we have shipped, from pocket-sized arcade games to tools for work and study.';

/** The list, or one category of it (the category as the apps spell it). */
export function appsHead(origin: string, category: string | null, heading: string): PageHead {
  const path = category ? categoryPath(category) : PUBLIC_PATHS.apps;
  return pageHead(origin, {
    pageTitle: heading,
    description: category
      ? `${category} apps by ${STUDIO_NAME} for iPhone and iPad. ${APPS_DESCRIPTION}`
      : APPS_DESCRIPTION,
    path,
    structuredData: [
      breadcrumbs(origin, [HOME_CRUMB, APPS_CRUMB, ...(category ? [{ name: heading, path }] : [])]),
    ],
  });
}
