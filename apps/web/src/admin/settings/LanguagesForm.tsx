import { Button, Checkbox, Group, NativeSelect, SimpleGrid } from '@mantine/core';
import { LOCALE_CODES, localeName, localesInputSchema, type Locales } from '@studio/schemas';
import { fieldMessages } from '../../apiErrors/failedCall';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { FormSection } from '../shared/FormSection';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useSchemaForm } from '../shared/useSchemaForm';

const LANGUAGE_LABELS = Object.fromEntries(
  LOCALE_CODES.map((code) => [code, `${localeName(code)} (${code})`]),
);

/** Site Settings → Languages: the default language and the others the site is written in. */
export function LanguagesForm({ locales }: { locales: Locales }) {
  const form = useSchemaForm(localesInputSchema, {
    default: locales.default as string,
    locales: locales.locales.map((locale) => locale.code as string),
  });
  const utils = trpc.useUtils();
  const save = trpc.admin.settings.saveLocales.useMutation({
    onSuccess: (saved) => {
      notifySuccess('Languages saved', 'The site offers these languages now.');
      form.resetDirty({ default: saved.default, locales: saved.locales.map((l) => l.code) });
      utils.site.locales.setData(undefined, saved);
    },
    onError: (error) => {
      notifyRequestFailure('Failed to save the languages', error);
      form.setErrors(fieldMessages(error));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <FormSection
        title="Languages"
        description="The default language keeps the site's addresses; every other language has its own under its tag (/de, /de/apps, …). A text not yet translated shows the default language's."
      >
        {/* A native select: its markup is valid HTML, Mantine's Select's listbox options are not. */}
        <NativeSelect
          label="Default language"
          data={form.values.locales.map((code) => ({ value: code, label: LANGUAGE_LABELS[code]! }))}
          {...form.getInputProps('default')}
        />
        <Checkbox.Group label="Languages of the site" {...form.getInputProps('locales')}>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs" spacing="xs">
            {LOCALE_CODES.map((code) => (
              <Checkbox key={code} value={code} label={LANGUAGE_LABELS[code]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save languages'}
          </Button>
        </Group>
      </FormSection>
    </form>
  );
}
