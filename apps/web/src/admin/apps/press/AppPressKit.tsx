import { Checkbox, SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import { FormSection } from '../../shared/FormSection';
import type { AppFormApi } from '../useAppForm';
import { CreditFields } from './CreditFields';
import { QuotedTextFields } from './QuotedTextFields';

/** The press kit's facts: published on the app's press page and in its ZIP once enabled. */
export function AppPressKit({ form }: { form: AppFormApi }) {
  return (
    <FormSection
      title="Press kit"
      description="Facts for journalists and store editors. The name, description, icon, screenshots, videos and store links come from the fields above."
    >
      <Checkbox
        label="Publish the press kit"
        description="Adds the press page and its ZIP download, linked from the app's page."
        {...form.getInputProps('pressKitEnabled', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Release date" type="date" {...form.getInputProps('releaseDate')} />
        <TextInput
          label="Price"
          placeholder="Free with in-app purchases"
          description='"0", "Free…" or an amount such as "4.99 USD" also fills search engines’ price'
          {...form.getInputProps('price')}
        />
        <TagsInput
          label="Platforms"
          description="Press Enter after each, e.g. iOS, Android, iPadOS"
          {...form.getInputProps('platforms')}
        />
        <TextInput
          label="Press contact"
          type="email"
          placeholder="press@example.com"
          {...form.getInputProps('pressContact')}
        />
      </SimpleGrid>
      <TagsInput
        label="Features"
        description="Short lines; press Enter after each"
        splitChars={[]}
        {...form.getInputProps('features')}
      />
      <QuotedTextFields form={form} field="awards" itemName="Award" />
      <QuotedTextFields form={form} field="quotes" itemName="Quote" />
      <CreditFields form={form} />
    </FormSection>
  );
}
