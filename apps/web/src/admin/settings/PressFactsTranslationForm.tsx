import { TextInput } from '@mantine/core';
import {
  blankFieldsLeftOut,
  localizedPath,
  PUBLIC_PATHS,
  studioPressFactsTranslationInputSchema,
  type LocaleCode,
  type StudioPressFacts,
  type StudioPressFactsTranslation,
} from '@studio/schemas';
import { trpc } from '../../trpc';
import { settingTranslationDraftKey } from '../autosave/autosaveStore';
import { TranslatedField } from '../translations/TranslatedField';
import { TranslationFormLayout } from '../translations/TranslationFormLayout';
import { useTranslationForm } from '../translations/useTranslationForm';

/** The form's check and what it sends: blank facts are left out (no translation), the others checked as the default's. */
const PRESS_FACTS_TRANSLATION_FORM_SCHEMA = blankFieldsLeftOut(
  studioPressFactsTranslationInputSchema,
);

const ITEM_NAME = 'the studio fact sheet';

function formValues(fields: StudioPressFactsTranslation['fields']) {
  return {
    name: fields.name ?? '',
    founded: fields.founded ?? '',
    basedIn: fields.basedIn ?? '',
    size: fields.size ?? '',
  };
}

interface PressFactsTranslationFormProps {
  defaultLocale: LocaleCode;
  /** The translation as saved, and its language. */
  translation: StudioPressFactsTranslation;
  /** The default language's facts, as its form holds them now: shown beside each field. */
  defaults: StudioPressFacts;
}

/** The studio's press facts translated into one language, each beside the default language's (the contact is the same in all). */
export function PressFactsTranslationForm({
  defaultLocale,
  translation,
  defaults,
}: PressFactsTranslationFormProps) {
  const { locale } = translation;
  const utils = trpc.useUtils();
  const { form, handlers, defaultLanguage, layout } = useTranslationForm({
    schema: PRESS_FACTS_TRANSLATION_FORM_SCHEMA,
    translation,
    valuesOf: (saved: StudioPressFactsTranslation | null) => formValues(saved?.fields ?? {}),
    defaultLocale,
    draftKey: settingTranslationDraftKey('pressFacts', locale),
    itemName: ITEM_NAME,
    refresh: async () => {
      await Promise.all([
        utils.site.pressFacts.invalidate(),
        utils.admin.settings.pressFactsTranslations.invalidate(),
      ]);
    },
  });
  const save = trpc.admin.settings.savePressFactsTranslation.useMutation(handlers.save);
  const remove = trpc.admin.settings.deletePressFactsTranslation.useMutation(handlers.remove);

  const beside = (field: keyof ReturnType<typeof formValues>) => ({
    defaultLanguage,
    defaultText: defaults[field],
  });

  return (
    <TranslationFormLayout
      {...layout}
      onSubmit={form.onSubmit((fields) => save.mutate({ ...fields, locale }))}
      onRemove={() => remove.mutate({ locale })}
      isSaving={save.isPending}
      isRemoving={remove.isPending}
      viewPath={localizedPath(PUBLIC_PATHS.press, locale)}
    >
      <TranslatedField {...beside('name')}>
        <TextInput label="Studio name" lang={locale} {...form.getInputProps('name')} />
      </TranslatedField>
      <TranslatedField {...beside('founded')}>
        <TextInput label="Founded" lang={locale} {...form.getInputProps('founded')} />
      </TranslatedField>
      <TranslatedField {...beside('basedIn')}>
        <TextInput label="Based in" lang={locale} {...form.getInputProps('basedIn')} />
      </TranslatedField>
      <TranslatedField {...beside('size')}>
        <TextInput label="Size" lang={locale} {...form.getInputProps('size')} />
      </TranslatedField>
    </TranslationFormLayout>
  );
}
