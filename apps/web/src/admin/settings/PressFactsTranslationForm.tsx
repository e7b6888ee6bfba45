import { TextInput } from '@mantine/core';
import {
  blankFieldsLeftOut,
  localeName,
  localizedPath,
  PUBLIC_PATHS,
  studioPressFactsTranslationInputSchema,
  type LocaleCode,
  type StudioPressFacts,
  type StudioPressFactsTranslation,
} from '@studio/schemas';
import { trpc } from '../../trpc';
import { settingTranslationDraftKey } from '../autosave/autosaveStore';
import { useAutosave } from '../autosave/useAutosave';
import { useSchemaForm } from '../shared/useSchemaForm';
import { TranslatedField } from '../translations/TranslatedField';
import { TranslationFormLayout } from '../translations/TranslationFormLayout';
import { translationHandlers } from '../translations/translationHandlers';

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
  const form = useSchemaForm(PRESS_FACTS_TRANSLATION_FORM_SCHEMA, formValues(translation.fields));
  const autosave = useAutosave(settingTranslationDraftKey('pressFacts', locale), form);
  const language = localeName(locale);
  const defaultLanguage = localeName(defaultLocale);
  const utils = trpc.useUtils();
  const takeSaved = (fields: StudioPressFactsTranslation['fields']) => {
    const values = formValues(fields);
    autosave.clear();
    form.setValues(values);
    form.resetDirty(values);
  };
  const handlers = translationHandlers({
    language,
    itemName: ITEM_NAME,
    onSaved: (saved: StudioPressFactsTranslation) => takeSaved(saved.fields),
    onRemoved: () => takeSaved({}),
    onFieldErrors: form.setErrors,
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
      language={language}
      defaultLanguage={defaultLanguage}
      itemName={ITEM_NAME}
      state={translation}
      onSubmit={form.onSubmit((fields) => save.mutate({ ...fields, locale }))}
      onRemove={() => remove.mutate({ locale })}
      isSaving={save.isPending}
      isRemoving={remove.isPending}
      isDirty={form.isDirty()}
      viewPath={localizedPath(PUBLIC_PATHS.press, locale)}
      autosave={autosave}
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
