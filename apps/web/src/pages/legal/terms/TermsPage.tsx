import { PUBLIC_PATHS } from '@studio/schemas';
import { LegalPage } from '../LegalPage';
import { TERMS_OF_SERVICE } from './termsOfService';

export function TermsPage() {
  return <LegalPage text={TERMS_OF_SERVICE} path={PUBLIC_PATHS.terms} />;
}
