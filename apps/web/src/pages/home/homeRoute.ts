import { eagerPage } from '../../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../../pageKit/pageRoute';
import { HomePage } from './HomePage';

/** /: the first page most visitors see, in the main bundle. */
export const homeRoute: PageRoute = pageRoute('home', eagerPage(HomePage));
