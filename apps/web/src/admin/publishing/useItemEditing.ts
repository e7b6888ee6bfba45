import { draftKey } from '../autosave/autosaveStore';
import { useAutosave } from '../autosave/useAutosave';
import type { AdminKind } from './adminKind';

interface EditedForm<Values> {
  getValues(): Values;
  setValues(values: Values): void;
  isDirty(): boolean;
  resetDirty(): void;
  setErrors(errors: Record<string, string>): void;
}

interface SaveOptions {
  id: number | null;
  onFieldErrors: (errors: Record<string, string>) => void;
  onSaved: () => void;
}

/**
 * What every edit form of a publishable item does besides its fields: keeps an autosaved draft of them in the
 * browser, and saves them with the kind's save hook (its per-field refusals shown beside the fields; once saved,
 * the draft is forgotten and leaving no longer asks).
 */
export function useItemEditing<Values, Input>(
  kind: AdminKind,
  id: number | null,
  form: EditedForm<Values>,
  useSave: (options: SaveOptions) => { save: (input: Input) => void; isSaving: boolean },
) {
  const autosave = useAutosave(draftKey(kind, id), form);
  const { save, isSaving } = useSave({
    id,
    onFieldErrors: form.setErrors,
    onSaved: () => {
      // Saved values are no changes: the form may stay on screen while the router loads the next page.
      form.resetDirty();
      autosave.clear();
    },
  });
  return { autosave, save, isSaving };
}
