import { eagerPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { APPS_CATALOG } from '../apps/appsCatalog';
import { BLOG_CATALOG } from '../blog/blogCatalog';
import { HomePage } from './HomePage';
import { HOME_CATALOG } from './homeCatalog';

/** /: the first page most visitors see, in the main bundle. */
export const homeRoute: PageRoute = pageRoute(
  'home',
  // Its own texts, and its app and post cards'.
  eagerPage(HomePage, [HOME_CATALOG, APPS_CATALOG, BLOG_CATALOG]),
);
