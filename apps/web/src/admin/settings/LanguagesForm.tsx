import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  DEFAULT_STOREFRONTS,
  LOCALE_CODES,
  localeName,
  localesInputSchema,
  storefrontLanguages,
  type LocaleCode,
  type LocaleSettings,
} from '@studio/schemas';
import { fieldMessages } from '../../apiErrors/failedCall';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { FormSection } from '../shared/FormSection';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useSchemaForm } from '../shared/useSchemaForm';

const LANGUAGE_LABELS = Object.fromEntries(
  LOCALE_CODES.map((code) => [code, `${localeName(code)} (${code})`]),
);

type Storefronts = Partial<Record<LocaleCode, string>>;

/**
 * The storefronts the form holds for a choice of languages: one for each language that takes one (its
 * earlier value, else its default), none for the others, so that what is saved is always valid.
 */
function storefrontsFor(
  choice: { default: string; locales: string[] },
  held: Storefronts,
): Storefronts {
  const codes = storefrontLanguages({
    default: choice.default as LocaleCode,
    locales: choice.locales as LocaleCode[],
  });
  return Object.fromEntries(codes.map((code) => [code, held[code] ?? DEFAULT_STOREFRONTS[code]]));
}

/**
 * Site Settings → Languages: the default language and the others the site is written in, and the App Store
 * country each other language's pages open store links in.
 */
export function LanguagesForm({ settings }: { settings: LocaleSettings }) {
  const form = useSchemaForm(localesInputSchema, {
    default: settings.default as string,
    locales: settings.locales as string[],
    storefronts: settings.storefronts as Storefronts,
  });
  const utils = trpc.useUtils();
  const save = trpc.admin.settings.saveLocales.useMutation({
    onSuccess: (saved, sent) => {
      notifySuccess('Languages saved', 'The site offers these languages now.');
      const shown = {
        default: saved.default,
        locales: saved.locales.map((l) => l.code),
        storefronts: sent.storefronts ?? {},
      };
      form.setValues(shown);
      form.resetDirty(shown);
      utils.site.locales.setData(undefined, saved);
      void utils.admin.settings.locales.invalidate();
      // The press facts have a tab per language of the site.
      void utils.admin.settings.pressFactsTranslations.invalidate();
    },
    onError: (error) => {
      notifyRequestFailure('Failed to save the languages', error);
      form.setErrors(fieldMessages(error));
    },
  });
  const choose = (choice: { default: string; locales: string[] }) => {
    form.setValues({ ...choice, storefronts: storefrontsFor(choice, form.values.storefronts) });
  };
  const defaultInput = form.getInputProps('default');
  const localesInput = form.getInputProps('locales');
  const storefrontCodes = Object.keys(form.values.storefronts) as LocaleCode[];

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
          {...defaultInput}
          onChange={(event) =>
            choose({ default: event.currentTarget.value, locales: form.values.locales })
          }
        />
        <Checkbox.Group
          label="Languages of the site"
          {...localesInput}
          onChange={(codes) => choose({ default: form.values.default, locales: codes })}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs" spacing="xs">
            {LOCALE_CODES.map((code) => (
              <Checkbox key={code} value={code} label={LANGUAGE_LABELS[code]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {storefrontCodes.length > 0 && (
          <div>
            <Text size="sm" fw={500}>
              App Store countries
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              The country whose App Store a language&apos;s pages open (Google Play opens in the
              language). A language that names its country, such as pt-BR, opens that one.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
              {storefrontCodes.map((code) => (
                <TextInput
                  key={code}
                  label={`App Store country for ${LANGUAGE_LABELS[code]}`}
                  maxLength={2}
                  {...form.getInputProps(`storefronts.${code}`)}
                />
              ))}
            </SimpleGrid>
          </div>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save languages'}
          </Button>
        </Group>
      </FormSection>
    </form>
  );
}
