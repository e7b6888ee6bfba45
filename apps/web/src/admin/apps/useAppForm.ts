import { useForm } from '@mantine/form';
import { appInputSchema } from '@studio/schemas';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { AppFormValues } from './appFormValues';

/** The app form, validated by the same schema as the API; submits the parsed (normalised) input. */
export function useAppForm(initialValues: AppFormValues) {
  return useForm({
    mode: 'controlled',
    initialValues,
    // The first broken rule of a field is the one to fix first (e.g. "too short" before "bad pattern").
    validate: zod4Resolver(appInputSchema, { errorPriority: 'first' }),
    // Runs only after validation passed, so parse cannot throw here.
    transformValues: (values) => appInputSchema.parse(values),
  });
}

export type AppFormApi = ReturnType<typeof useAppForm>;
