import { PUBLIC_PATHS } from '@studio/schemas';
import { pageHead, type PageHead } from '../../head/pageHead';
import { SITE_DESCRIPTION } from '../../head/siteHeads';
import { organization, webSite } from '../../head/structuredData';

/** The site's own title, and the studio as an Organization and a WebSite. */
export function homeHead(origin: string): PageHead {
  return pageHead(origin, {
    pageTitle: null,
    description: SITE_DESCRIPTION,
    path: PUBLIC_PATHS.home,
    structuredData: [organization(origin), webSite(origin, SITE_DESCRIPTION)],
  });
}
