import { Anchor, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import {
  PUBLIC_PATHS,
  STUDIO_NAME,
  studioPressFactsInputSchema,
  type StudioPressFacts,
} from '@studio/schemas';
import { fieldMessages } from '../../apiErrors/failedCall';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { FormSection } from '../shared/FormSection';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useSchemaForm } from '../shared/useSchemaForm';
import { LanguageTabs } from '../translations/LanguageTabs';
import { PressFactsTranslationForm } from './PressFactsTranslationForm';

/** The studio's fact sheet on the press page, with a tab for its translation into each other language of the site. */
export function PressFactsForm({ facts }: { facts: StudioPressFacts }) {
  const form = useSchemaForm(studioPressFactsInputSchema, facts);
  const translations = trpc.admin.settings.pressFactsTranslations.useQuery();
  const utils = trpc.useUtils();
  const save = trpc.admin.settings.savePressFacts.useMutation({
    onSuccess: (saved) => {
      notifySuccess('Press facts saved', 'The press page shows them now.');
      form.resetDirty(saved);
      utils.site.pressFacts.setData(undefined, saved);
    },
    onError: (error) => {
      notifyRequestFailure('Failed to save the press facts', error);
      form.setErrors(fieldMessages(error));
    },
  });

  return (
    <FormSection
      title="Studio press facts"
      description={
        <>
          The studio&apos;s fact sheet on the{' '}
          <Anchor href={PUBLIC_PATHS.press} target="_blank" rel="noopener" underline="always">
            press page
          </Anchor>
          , beside a press kit card for every app that publishes one.
        </>
      }
    >
      <LanguageTabs
        languages={translations.data}
        translationForm={(translation, defaultLocale) => (
          // A translation saved anew is the form's new starting point.
          <PressFactsTranslationForm
            key={translation.updatedAt ?? 'none'}
            defaultLocale={defaultLocale}
            translation={translation}
            defaults={form.getValues()}
          />
        )}
      >
        <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Studio name"
              placeholder={STUDIO_NAME}
              {...form.getInputProps('name')}
            />
            <TextInput label="Founded" placeholder="2016" {...form.getInputProps('founded')} />
            <TextInput
              label="Based in"
              placeholder="Lisbon, Portugal"
              {...form.getInputProps('basedIn')}
            />
            <TextInput label="Size" placeholder="8 people" {...form.getInputProps('size')} />
            <TextInput
              label="Press contact"
              type="email"
              placeholder="press@example.com"
              {...form.getInputProps('contact')}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save press facts'}
            </Button>
          </Group>
        </form>
      </LanguageTabs>
    </FormSection>
  );
}
