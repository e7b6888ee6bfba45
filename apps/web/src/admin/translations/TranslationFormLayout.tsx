import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { AutosaveNotice } from '../autosave/AutosaveNotice';
import type { useAutosave } from '../autosave/useAutosave';
import { DeleteConfirmModal } from '../shared/DeleteConfirmModal';
import { UnsavedChangesGuard } from '../shared/UnsavedChangesGuard';
import { translationProgress } from './translationProgress';

interface TranslationFormLayoutProps {
  /** The translation's language and the default's, by name: "Deutsch", "English". */
  language: string;
  defaultLanguage: string;
  /** What the removal dialog names, e.g. `"Space Miner"`. */
  itemName: string;
  /** The translation as saved: which fields it has, which it still lacks. */
  state: { translated: readonly string[]; missing: readonly string[] };
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onRemove: () => void;
  isSaving: boolean;
  isRemoving: boolean;
  isDirty: boolean;
  /** The item's public page in this language, while visitors can see it there. */
  viewPath: string | null;
  /** What the tab offers besides, e.g. sharing the item's preview in this language. */
  actions?: ReactNode;
  /** The draft the browser kept of this translation, offered back. */
  autosave: Pick<ReturnType<typeof useAutosave>, 'kept' | 'restore' | 'discard'>;
  /** The translatable fields, in sections. */
  children: ReactNode;
}

/** A translation's form: how far it is, its fields, and Save and Remove. */
export function TranslationFormLayout({
  language,
  defaultLanguage,
  itemName,
  state,
  onSubmit,
  onRemove,
  isSaving,
  isRemoving,
  isDirty,
  viewPath,
  actions,
  autosave,
  children,
}: TranslationFormLayoutProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard active={isDirty} />
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Text c="dimmed">{translationProgress(language, defaultLanguage, state)}</Text>
          <Group gap="sm">
            {viewPath && (
              <Anchor href={viewPath} target="_blank" rel="noopener" size="sm">
                {`View the ${language} page`}
              </Anchor>
            )}
            {actions}
          </Group>
        </Group>
        {autosave.kept && (
          <AutosaveNotice
            savedAt={autosave.kept.savedAt}
            onRestore={autosave.restore}
            onDiscard={autosave.discard}
          />
        )}
        {children}
      </Stack>
      <Group justify="flex-end" mt="xl">
        {state.translated.length > 0 && (
          <Button variant="default" color="red" onClick={() => setConfirming(true)}>
            Remove translation
          </Button>
        )}
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : `Save ${language} translation`}
        </Button>
      </Group>
      <DeleteConfirmModal
        subject={confirming ? `the ${language} translation of ${itemName}` : null}
        isDeleting={isRemoving}
        onConfirm={() => {
          onRemove();
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
