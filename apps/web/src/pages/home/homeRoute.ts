import { PUBLIC_PATHS } from '@studio/schemas';
import { eagerPage } from '../../pageKit/pageComponent';
import { newest, type PageRoute } from '../../pageKit/pageRoute';
import { appCardsQuery } from '../apps/appCardsQuery';
import { appsQuery } from '../apps/appsQuery';
import { postCardsQuery } from '../blog/postCardsQuery';
import { postsQuery } from '../blog/postsQuery';
import { TEASER_POSTS } from './BlogTeaser';
import { HomePage } from './HomePage';
import { HOME_APP_COUNT } from './PortfolioSection';

/** /: the first page most visitors see, in the main bundle. */
export const homeRoute: PageRoute = {
  path: PUBLIC_PATHS.home,
  page: eagerPage(HomePage),
  data: () => [appCardsQuery(HOME_APP_COUNT), postCardsQuery(TEASER_POSTS)],
  sitemap: async (load) => {
    const [apps, posts] = await Promise.all([load(appsQuery), load(postsQuery)]);
    const lastModified = newest([...apps, ...posts].map((item) => item.updatedAt));
    return [{ path: PUBLIC_PATHS.home, lastModified }];
  },
};
