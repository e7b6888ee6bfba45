import { PUBLIC_PATHS } from '@studio/schemas';
import { pageHead, type PageHead } from '../../head/pageHead';
import { siteDescription } from '../../head/siteHeads';
import type { Messages } from '../../messages/messages';
import { organization, webSite } from '../../head/structuredData';

/** The site's own title, and the studio as an Organization and a WebSite. */
export function homeHead(origin: string, site: Messages): PageHead {
  const description = siteDescription(site);
  return pageHead(origin, {
    pageTitle: null,
    description,
    path: PUBLIC_PATHS.home,
    structuredData: [organization(origin), webSite(origin, description)],
  });
}
