import { categoryPath, PUBLIC_PATHS } from '@studio/schemas';
import { appsCrumb, homeCrumb } from '../../head/crumbs';
import { pageHead, type PageHead } from '../../head/pageHead';
import { breadcrumbs } from '../../head/structuredData';
import type { Messages } from '../../messages/messages';

/**
 * The list, or one category of it (the category as the apps spell it, for its address), with its heading
 * and description in the page's language.
 */
export function appsHead(
  origin: string,
  category: string | null,
  texts: { heading: string; description: string },
  site: Messages,
): PageHead {
  const path = category ? categoryPath(category) : PUBLIC_PATHS.apps;
  return pageHead(origin, {
    pageTitle: texts.heading,
    description: texts.description,
    path,
    structuredData: [
      breadcrumbs(origin, [
        homeCrumb(site),
        appsCrumb(site),
        ...(category ? [{ name: texts.heading, path }] : []),
      ]),
    ],
  });
}
