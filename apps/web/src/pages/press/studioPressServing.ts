import type { PageServing } from '../../pageKit/pageServing';
import { appsQuery } from '../apps/appsQuery';
import { pressFactsQuery } from './pressFactsQuery';
import { studioPressRoute } from './studioPressRoute';

/** The press page shows the studio's facts and the apps' press kits. */
export const studioPressServing: PageServing = {
  route: studioPressRoute,
  data: () => [pressFactsQuery, appsQuery],
  sitemap: async () => [{ path: studioPressRoute.path }],
};
