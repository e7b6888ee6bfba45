import { inLocale, listInput, type PageLocale } from '../../pageKit/pageLocale';
import { siteQuery } from '../../pageKit/siteQuery';

/**
 * Apps as their cards show them, featured first: every app for the catalogue and its category filter, the
 * first few for the home page's portfolio. The page carries this data, so it holds only what the cards read.
 */
export const appCardsQuery = (limit: number | undefined, locale: PageLocale) =>
  siteQuery((utils) => utils.apps.cards.queryOptions(listInput(inLocale({ limit }, locale))));
