import { lazyPage } from '../pageKit/pageComponent';
import { pageRoute, type PageRoute } from '../pageKit/pageRoute';

/** /auth: the admin's sign-in, code-split away from the public pages and rendered in the browser. */
export const signInRoute: PageRoute = pageRoute(
  'signIn',
  lazyPage(
    () => import('./SignInArea'),
    (m) => m.SignInArea,
  ),
);
