import { PUBLIC_PATHS } from '@studio/schemas';
import { LegalPage } from '../LegalPage';
import { COOKIE_POLICY } from './cookiePolicy';

export function CookiesPage() {
  return <LegalPage text={COOKIE_POLICY} path={PUBLIC_PATHS.cookies} />;
}
