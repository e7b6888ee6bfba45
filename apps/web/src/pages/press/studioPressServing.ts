import { ownCopyServing, type PageServing } from '../../pageKit/pageServing';
import { appsQuery } from '../apps/appsQuery';
import { pressFactsQuery } from './pressFactsQuery';
import { studioPressRoute } from './studioPressRoute';

/** The press page shows the studio's facts and the apps' press kits; its one address is in the sitemap. */
export const studioPressServing: PageServing = {
  ...ownCopyServing(studioPressRoute),
  data: (_params, locale) => [pressFactsQuery(locale), appsQuery(locale)],
};
