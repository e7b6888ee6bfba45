import { PUBLIC_PATHS } from '@studio/schemas';
import { LegalPage } from '../LegalPage';
import { PRIVACY_POLICY } from './privacyPolicy';

export function PrivacyPage() {
  return <LegalPage text={PRIVACY_POLICY} path={PUBLIC_PATHS.privacy} />;
}
