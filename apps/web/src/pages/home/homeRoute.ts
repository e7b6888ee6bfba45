import { PUBLIC_PATHS } from '@studio/schemas';
import { eagerPage } from '../../pageKit/pageComponent';
import type { PageRoute } from '../../pageKit/pageRoute';
import { HomePage } from './HomePage';

/** /: the first page most visitors see, in the main bundle. */
export const homeRoute: PageRoute = {
  path: PUBLIC_PATHS.home,
  page: eagerPage(HomePage),
};
