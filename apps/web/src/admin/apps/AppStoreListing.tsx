import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { FormSection } from '../shared/FormSection';
import type { AppFormApi } from './useAppForm';

/** The App Store's own texts: the site does not show them, the fastlane export carries them to the store. */
export function AppStoreListing({ form }: { form: AppFormApi }) {
  return (
    <FormSection
      title="App Store Listing"
      description="Texts only the App Store shows. They go into the fastlane export with the name, descriptions and release notes."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Subtitle"
          description="Optional: up to 30 characters, under the app's name"
          {...form.getInputProps('subtitle')}
        />
        <TextInput
          label="Marketing URL"
          description="Optional: the app's marketing page"
          placeholder="https://example.com/my-app"
          {...form.getInputProps('marketingUrl')}
        />
      </SimpleGrid>
      <TextInput
        label="Keywords"
        description="Optional: search words separated by commas, up to 100 bytes"
        placeholder="puzzle,space,arcade"
        {...form.getInputProps('keywords')}
      />
      <Textarea
        label="Promotional text"
        description="Optional: up to 170 characters above the description; it can change without a review"
        autosize
        minRows={2}
        {...form.getInputProps('promotionalText')}
      />
    </FormSection>
  );
}
