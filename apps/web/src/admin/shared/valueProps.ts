import type { FormErrors } from '@mantine/form';

/** The part of a Mantine form that valueProps reads. */
interface ValueForm<Values, Field extends keyof Values> {
  getValues(): Values;
  setFieldValue(path: Field, value: Values[Field]): void;
  errors: FormErrors;
}

/**
 * A form field's value, change and error, for inputs that hand over the new value itself rather than an event
 * (uploads, the schedule picker), as getInputProps gives them to Mantine's inputs.
 */
export function valueProps<Values, Field extends keyof Values & string>(
  form: ValueForm<Values, NoInfer<Field>>,
  field: Field,
) {
  return {
    value: form.getValues()[field],
    onChange: (value: Values[Field]) => form.setFieldValue(field, value),
    error: form.errors[field],
  };
}
