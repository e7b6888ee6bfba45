import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';

/** A form validated by the same schema as the API; it submits the parsed (normalised) input. */
export function useSchemaForm<Values extends Record<string, unknown>, Parsed>(
  schema: z.ZodType<Parsed>,
  initialValues: Values,
) {
  return useForm({
    mode: 'controlled',
    initialValues,
    // The first broken rule of a field is the one to fix first (e.g. "too short" before "bad pattern").
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
    // Runs only after validation passed, so parse cannot throw here.
    transformValues: (values: Values) => schema.parse(values),
  });
}
