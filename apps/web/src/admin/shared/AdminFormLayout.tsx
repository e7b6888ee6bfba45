import { Box, Button, Grid, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

interface AdminFormLayoutProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The form's sections. */
  children: ReactNode;
  /** The live preview: beside the sections (and sticky) on wide screens, below them on phones. */
  preview: ReactNode;
  /** The preview's share of the 12 columns on wide screens. */
  previewSpan: number;
  /** Where Cancel leads: the list the form belongs to. */
  cancelTo: string;
  /** What is saved, as the submit button names it, e.g. "App" for "Create App". */
  itemLabel: string;
  isNew: boolean;
  isSaving: boolean;
  /** The form has changes: leaving asks first. */
  isDirty: boolean;
}

/** An admin create/edit form: its sections beside a live preview, then Cancel and submit. */
export function AdminFormLayout({
  onSubmit,
  children,
  preview,
  previewSpan,
  cancelTo,
  itemLabel,
  isNew,
  isSaving,
  isDirty,
}: AdminFormLayoutProps) {
  const submitLabel = isSaving
    ? isNew
      ? 'Creating...'
      : 'Updating...'
    : `${isNew ? 'Create' : 'Update'} ${itemLabel}`;

  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard active={isDirty} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 12 - previewSpan }}>
          <Stack gap="lg">{children}</Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: previewSpan }}>
          <Box pos="sticky" top="6rem">
            {preview}
          </Box>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="xl">
        <Button component={Link} to={cancelTo} variant="default">
          Cancel
        </Button>
        <Button type="submit" disabled={isSaving}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
