import { LegalPage } from './LegalPage';
import { TERMS_OF_SERVICE } from './termsOfService';

export function TermsPage() {
  return <LegalPage document={TERMS_OF_SERVICE} path="/terms" />;
}
