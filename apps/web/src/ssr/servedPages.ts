import { aboutRoute } from '../pages/about/aboutRoute';
import { appDetailServing } from '../pages/app-detail/appDetailServing';
import { appDocumentServings } from '../pages/app-document/appDocumentServing';
import { pressKitServing } from '../pages/app-press/pressKitServing';
import { releasesServing } from '../pages/app-releases/releasesServing';
import { appsServing, categoryServing } from '../pages/apps/appsServing';
import { blogServing, postServing } from '../pages/blog/blogServing';
import { contactRoute } from '../pages/contact/contactRoute';
import { homeServing } from '../pages/home/homeServing';
import { legalRoutes } from '../pages/legal/legalRoutes';
import { previewServing } from '../pages/preview/previewServing';
import { studioPressServing } from '../pages/press/studioPressServing';
import { confirmationServing } from '../pages/subscription-confirm/confirmationServing';
import { unsubscribeServing } from '../pages/unsubscribe/unsubscribeServing';
import { ownCopyServing, type PageServing } from '../pageKit/pageServing';
import type { PageRoute } from '../pageKit/pageRoute';

/** What the server does for the routes of the table (routes.tsx) that need more than rendering. */
export const SERVED_PAGES: readonly PageServing[] = [
  homeServing,
  appsServing,
  categoryServing,
  appDetailServing,
  ...appDocumentServings,
  pressKitServing,
  releasesServing,
  ownCopyServing(aboutRoute),
  blogServing,
  postServing,
  ownCopyServing(contactRoute),
  studioPressServing,
  ...legalRoutes.map(ownCopyServing),
  previewServing,
  confirmationServing,
  unsubscribeServing,
];

const SERVING_OF_ROUTE = new Map(SERVED_PAGES.map((serving) => [serving.route, serving]));

/** What the server does for a route of the table; nothing but rendering when it has no serving. */
export function servingOf(route: PageRoute): PageServing | undefined {
  return SERVING_OF_ROUTE.get(route);
}
