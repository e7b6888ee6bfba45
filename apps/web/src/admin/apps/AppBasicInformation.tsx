import { Checkbox, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { APP_CATEGORIES } from '@studio/schemas';
import { ImageUploadField } from '../media/ImageUploadField';
import { ScheduleField } from '../publishing/ScheduleField';
import { FormSection } from '../shared/FormSection';
import { useTitleAndSlugFields } from '../shared/useTitleAndSlugFields';
import { valueProps } from '../shared/valueProps';
import type { AppFormApi } from './useAppForm';

interface AppBasicInformationProps {
  form: AppFormApi;
  isNew: boolean;
}

export function AppBasicInformation({ form, isNew }: AppBasicInformationProps) {
  const fields = useTitleAndSlugFields(form, 'name', isNew);
  const { category } = form.getValues();
  // A stored app may carry a category outside the list: offer it, so the form shows what is saved.
  const known: readonly string[] = APP_CATEGORIES;
  const categories = known.includes(category) ? [...known] : [...known, category];

  return (
    <FormSection title="Basic Information">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="App name" withAsterisk {...fields.title} />
        <TextInput {...fields.slug} />
      </SimpleGrid>
      <Textarea
        label="Short description"
        description={`Shown on app cards; max 150 characters (${form.getValues().shortDescription.length}/150)`}
        withAsterisk
        autosize
        minRows={2}
        {...form.getInputProps('shortDescription')}
      />
      <Select
        label="Category"
        data={categories}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('category')}
      />
      <ImageUploadField
        label="Icon URL"
        description="Upload a square image; 512x512 recommended."
        previewAlt="App icon preview"
        previewWidth={96}
        previewHeight={96}
        {...valueProps(form, 'icon')}
      />
      <Checkbox
        label="Feature this App"
        description="Featured apps are shown prominently on the homepage."
        {...form.getInputProps('featured', { type: 'checkbox' })}
      />
      <ScheduleField
        description="An app with a future time stays hidden from visitors until then."
        {...valueProps(form, 'publishAt')}
      />
    </FormSection>
  );
}
