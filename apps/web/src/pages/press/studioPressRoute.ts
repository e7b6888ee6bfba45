import { PUBLIC_PATHS } from '@studio/schemas';
import { lazyPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';
import { appsQuery } from '../apps/appsQuery';
import { pressFactsQuery } from './pressFactsQuery';

/** /press: the studio's press page. */
export const studioPressRoute: PageRoute = {
  path: PUBLIC_PATHS.press,
  page: lazyPage(
    () => import('./StudioPressPage'),
    (m) => m.StudioPressPage,
  ),
  data: () => [pressFactsQuery, appsQuery],
  sitemap: async () => [{ path: PUBLIC_PATHS.press }],
};
