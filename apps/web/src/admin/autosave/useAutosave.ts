import { useThrottledCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { readDraft, removeDraft, writeDraft, type KeptDraft } from './autosaveStore';

/** How often, at most, typing is written to the browser's storage. */
const KEEP_EVERY_MS = 1000;

interface AutosavedForm<Values> {
  getValues(): Values;
  setValues(values: Values): void;
  isDirty(): boolean;
}

/**
 * Keeps a form's values in the browser while the admin types (throttled), so a crash, a reload or an
 * expired session loses nothing. A draft kept from before is offered back (`kept`) until restored or
 * discarded; saving the form should call `clear`.
 */
export function useAutosave<Values>(key: string, form: AutosavedForm<Values>) {
  // The admin area renders only in the browser, so storage can be read at once; a form is keyed by its item.
  const [kept, setKept] = useState<KeptDraft<Values> | null>(() => readDraft<Values>(key));
  // Parts of a form that lay its values out in state of their own take this as their key, to show a restore.
  const [restoreCount, setRestoreCount] = useState(0);
  // Once saved, a write the throttle still holds must not bring the draft back.
  const saved = useRef(false);
  const keep = useThrottledCallback((values: Values) => {
    if (!saved.current) writeDraft(key, values);
  }, KEEP_EVERY_MS);
  const values = form.getValues();
  const dirty = form.isDirty();
  const serialized = JSON.stringify(values);

  useEffect(() => {
    // While a kept draft waits for an answer, typing must not overwrite it.
    if (dirty && !kept) keep(JSON.parse(serialized) as Values);
  }, [serialized, dirty, kept, keep]);

  return {
    kept,
    restoreCount,
    restore() {
      if (kept) form.setValues(kept.values);
      setKept(null);
      setRestoreCount((count) => count + 1);
    },
    discard() {
      removeDraft(key);
      setKept(null);
    },
    clear() {
      saved.current = true;
      removeDraft(key);
    },
  };
}
