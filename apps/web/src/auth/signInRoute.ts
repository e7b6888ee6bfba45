import { PUBLIC_PATHS } from '@studio/schemas';
import { lazyPage } from '../pageKit/pageComponent';
import type { PageRoute } from '../pageKit/pageRoute';

/** /auth: the admin's sign-in, code-split away from the public pages and rendered in the browser. */
export const signInRoute: PageRoute = {
  path: PUBLIC_PATHS.signIn,
  page: lazyPage(
    () => import('./SignInArea'),
    (m) => m.SignInArea,
  ),
  clientOnly: true,
};
