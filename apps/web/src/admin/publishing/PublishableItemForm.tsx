import type { FormEvent, ReactNode } from 'react';
import { AutosaveNotice } from '../autosave/AutosaveNotice';
import { AdminFormLayout } from '../shared/AdminFormLayout';
import type { AdminKind } from './adminKind';
import { PublishingActions } from './PublishingActions';
import type { useItemEditing } from './useItemEditing';

interface PublishableItemFormProps {
  kind: AdminKind;
  /** The edited item's id; null for a new one. */
  id: number | null;
  editing: Pick<ReturnType<typeof useItemEditing>, 'autosave' | 'isSaving'>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  isDirty: boolean;
  /** The live preview, and its share of the 12 columns on wide screens. */
  preview: ReactNode;
  previewSpan: number;
  /** What is saved, as the submit button names it, e.g. "App" for "Create App". */
  itemLabel: string;
  /** What a saved item shows above its fields, after its publishing actions (an app's store readiness). */
  status?: ReactNode;
  /** The kind's own sections. */
  children: ReactNode;
}

/**
 * The edit form of any publishable item: its sections beside a live preview, and for a saved item its
 * publishing actions (preview links, revisions); a draft the browser kept is offered back first.
 */
export function PublishableItemForm({
  kind,
  id,
  editing: { autosave, isSaving },
  onSubmit,
  isDirty,
  preview,
  previewSpan,
  itemLabel,
  status,
  children,
}: PublishableItemFormProps) {
  return (
    <AdminFormLayout
      onSubmit={onSubmit}
      preview={preview}
      previewSpan={previewSpan}
      cancelTo={`/admin/${kind}`}
      itemLabel={itemLabel}
      isNew={id === null}
      isSaving={isSaving}
      isDirty={isDirty}
    >
      {id !== null && <PublishingActions kind={kind} id={id} />}
      {autosave.kept && (
        <AutosaveNotice
          savedAt={autosave.kept.savedAt}
          onRestore={autosave.restore}
          onDiscard={autosave.discard}
        />
      )}
      {id !== null && status}
      {children}
    </AdminFormLayout>
  );
}
