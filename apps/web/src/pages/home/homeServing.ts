import { PUBLIC_PATHS } from '@studio/schemas';
import { newest, type PageServing } from '../../pageKit/pageServing';
import { appCardsQuery } from '../apps/appCardsQuery';
import { appsQuery } from '../apps/appsQuery';
import { postCardsQuery } from '../blog/postCardsQuery';
import { postsQuery } from '../blog/postsQuery';
import { TEASER_POSTS } from './BlogTeaser';
import { homeRoute } from './homeRoute';
import { HOME_APP_COUNT } from './PortfolioSection';

/** The home page shows the first apps and the newest posts; it changes when any of them does. */
export const homeServing: PageServing = {
  route: homeRoute,
  data: (_params, locale) => [
    appCardsQuery(HOME_APP_COUNT, locale),
    postCardsQuery(TEASER_POSTS, locale),
  ],
  sitemap: async (load) => {
    const [apps, posts] = await Promise.all([load(appsQuery(null)), load(postsQuery(null))]);
    const lastModified = newest([...apps, ...posts].map((item) => item.updatedAt));
    return [{ path: PUBLIC_PATHS.home, lastModified }];
  },
};
