import { SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import { FormSection } from '../shared/FormSection';
import type { AppFormApi } from './useAppForm';

const FINGERPRINTS = 'deepLinks.androidSha256Fingerprints';

/** The first message about any of the fingerprints (the form keys them one by one). */
function fingerprintsError(errors: Record<string, unknown>) {
  const key = Object.keys(errors).find((field) => field.startsWith(FINGERPRINTS));
  return key ? (errors[key] as string) : undefined;
}

/** Universal links (iOS) and App Links (Android): the site serves the files the phones check. */
export function AppDeepLinks({ form }: { form: AppFormApi }) {
  return (
    <FormSection
      title="Deep Links"
      description="Optional: lets the installed app open this app's pages on the site. Fill in both fields of a platform."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Apple Team ID"
          placeholder="ABCDE12345"
          {...form.getInputProps('deepLinks.appleTeamId')}
        />
        <TextInput
          label="iOS bundle ID"
          placeholder="com.example.app"
          {...form.getInputProps('deepLinks.iosBundleId')}
        />
        <TextInput
          label="Android package"
          placeholder="com.example.app"
          {...form.getInputProps('deepLinks.androidPackage')}
        />
      </SimpleGrid>
      <TagsInput
        label="Android SHA-256 certificate fingerprints"
        description="From Play Console, App integrity; press Enter after each."
        placeholder="AB:CD:…"
        splitChars={[',', ' ']}
        value={form.getValues().deepLinks.androidSha256Fingerprints}
        onChange={(fingerprints) => form.setFieldValue(FINGERPRINTS, fingerprints)}
        error={fingerprintsError(form.errors)}
      />
    </FormSection>
  );
}
