import { appInputSchema } from '@studio/schemas';
import { useSchemaForm } from '../shared/useSchemaForm';
import type { AppFormValues } from './appFormValues';

export function useAppForm(initialValues: AppFormValues) {
  return useSchemaForm(appInputSchema, initialValues);
}

export type AppFormApi = ReturnType<typeof useAppForm>;
