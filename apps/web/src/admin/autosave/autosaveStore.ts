import type { AdminKind } from '../publishing/adminKind';

/** What the browser keeps of a form being edited: its values and when they were kept. */
export interface KeptDraft<Values> {
  values: Values;
  savedAt: string;
}

const PREFIX = 'studio:autosave:';

/** The key of one form's draft, e.g. "studio:autosave:blog:new" or "studio:autosave:apps:5". */
export function draftKey(kind: AdminKind, id: number | null): string {
  return `${PREFIX}${kind}:${id ?? 'new'}`;
}

/** The key of one translation form's draft, e.g. "studio:autosave:apps:5:de". */
export function translationDraftKey(kind: AdminKind, id: number, locale: string): string {
  return `${draftKey(kind, id)}:${locale}`;
}

/** The key of a site setting's translation form's draft, e.g. "studio:autosave:settings:pressFacts:de". */
export function settingTranslationDraftKey(setting: string, locale: string): string {
  return `${PREFIX}settings:${setting}:${locale}`;
}

/** The kept draft, or null when there is none or storage is unavailable (private mode, full disk). */
export function readDraft<Values>(key: string): KeptDraft<Values> | null {
  try {
    const kept = window.localStorage.getItem(key);
    return kept ? (JSON.parse(kept) as KeptDraft<Values>) : null;
  } catch {
    return null;
  }
}

export function writeDraft<Values>(key: string, values: Values): void {
  try {
    const draft: KeptDraft<Values> = { values, savedAt: new Date().toISOString() };
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, only the safety net is missing.
  }
}

export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}
