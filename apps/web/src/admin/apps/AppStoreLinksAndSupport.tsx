import { SimpleGrid, TextInput } from '@mantine/core';
import { FormSection } from '../shared/FormSection';
import type { AppFormApi } from './useAppForm';

/** Where the app is downloaded, and how its users reach the studio (both stores ask for that). */
export function AppStoreLinksAndSupport({ form }: { form: AppFormApi }) {
  return (
    <FormSection
      title="Store Links and Support"
      description="Each store link becomes a download badge on the app's page."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="App Store link"
          description="Optional: where visitors download the app"
          placeholder="https://apps.apple.com/app/id123456789"
          {...form.getInputProps('appStoreLink')}
        />
        <TextInput
          label="Google Play link"
          description="Optional: the app's Google Play page"
          placeholder="https://play.google.com/store/apps/details?id=com.example.app"
          {...form.getInputProps('playStoreLink')}
        />
        <TextInput
          label="Support e-mail"
          type="email"
          placeholder="support@example.com"
          {...form.getInputProps('supportEmail')}
        />
        <TextInput
          label="Support URL"
          placeholder="https://example.com/support"
          {...form.getInputProps('supportUrl')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
