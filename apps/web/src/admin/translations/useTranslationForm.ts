import { localeName, type LocaleCode } from '@studio/schemas';
import { useState } from 'react';
import type { z } from 'zod';
import { useAutosave } from '../autosave/useAutosave';
import { useSchemaForm } from '../shared/useSchemaForm';
import { translationHandlers } from './translationHandlers';

interface TranslationFormOptions<Values, Parsed, TSaved> {
  /** The kind's translation schema, blank fields left out (`blankFieldsLeftOut`). */
  schema: z.ZodType<Parsed>;
  /** The translation as saved: its language, which fields it has and lacks. */
  translation: TSaved & { locale: LocaleCode; translated: string[]; missing: string[] };
  /** The form's values of a saved translation, or of none (once removed). */
  valuesOf: (saved: TSaved | null) => Values;
  defaultLocale: LocaleCode;
  /** Where the browser keeps the draft of unsaved typing. */
  draftKey: string;
  /** How the notices name the item, e.g. `"Space Miner"`. */
  itemName: string;
  /** Reloads what shows the item once its translation changed. */
  refresh: () => Promise<void>;
}

/**
 * What every kind's translation form does besides its fields: its values checked by the kind's schema, a draft
 * kept while typing, and once saved or removed the notices, the saved values as the unchanged state and fresh
 * caches. `handlers` go to the kind's save and remove mutations, `layout` to TranslationFormLayout; inputs that
 * keep their own state (a media grid) remount on `valuesKey`.
 */
export function useTranslationForm<Values extends Record<string, unknown>, Parsed, TSaved>({
  schema,
  translation,
  valuesOf,
  defaultLocale,
  draftKey,
  itemName,
  refresh,
}: TranslationFormOptions<Values, Parsed, TSaved>) {
  const form = useSchemaForm(schema, valuesOf(translation));
  const autosave = useAutosave(draftKey, form);
  const language = localeName(translation.locale);
  const defaultLanguage = localeName(defaultLocale);
  const [takenCount, setTakenCount] = useState(0);
  const takeSaved = (saved: TSaved | null) => {
    const values = valuesOf(saved);
    setTakenCount((count) => count + 1);
    autosave.clear();
    form.setValues(values);
    form.resetDirty(values);
  };
  const handlers = translationHandlers<TSaved>({
    language,
    itemName,
    onSaved: takeSaved,
    onRemoved: () => takeSaved(null),
    onFieldErrors: form.setErrors,
    refresh,
  });
  return {
    form,
    handlers,
    defaultLanguage,
    /** Changes whenever the values are replaced from outside (a draft restored, a save or removal taken). */
    valuesKey: `${autosave.restoreCount}:${takenCount}`,
    layout: {
      language,
      defaultLanguage,
      itemName,
      state: translation,
      isDirty: form.isDirty(),
      autosave,
    },
  };
}
