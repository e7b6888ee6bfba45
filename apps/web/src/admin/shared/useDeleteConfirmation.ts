import { useState } from 'react';

/** A delete mutation of the admin API, as the confirmation dialog drives it. */
interface DeleteMutation<Id> {
  mutate: (input: { id: Id }, callbacks: { onSuccess: () => void }) => void;
  isPending: boolean;
}

export interface DeleteConfirmation<T> {
  /** What the dialog names, e.g. `the app "Space Miner"`; null while it is closed. */
  subject: string | null;
  isDeleting: boolean;
  ask: (item: T) => void;
  cancel: () => void;
  confirm: () => void;
}

/** The delete dialog's state for one item at a time; it closes once the item is deleted. */
export function useDeleteConfirmation<T extends { id: number | string }>(
  mutation: DeleteMutation<T['id']>,
  describe: (item: T) => string,
): DeleteConfirmation<T> {
  const [target, setTarget] = useState<T | null>(null);
  return {
    subject: target ? describe(target) : null,
    isDeleting: mutation.isPending,
    ask: setTarget,
    cancel: () => setTarget(null),
    confirm: () => {
      if (target) mutation.mutate({ id: target.id }, { onSuccess: () => setTarget(null) });
    },
  };
}
