import { TextInput } from '@mantine/core';
import { ListFields, type ListForm } from './ListFields';

interface QuotedTextFieldsProps {
  form: ListForm<'awards' | 'quotes'>;
  field: 'awards' | 'quotes';
  /** One item's name, e.g. "award". */
  itemName: string;
}

/** A list of awards or quotes: each its text, its source and an optional link. */
export function QuotedTextFields({ form, field, itemName }: QuotedTextFieldsProps) {
  return (
    <ListFields
      form={form}
      field={field}
      title={field}
      titleCase="capitalize"
      itemName={itemName}
      emptyItem={{ text: '', source: '', url: '' }}
    >
      {(index) => (
        <>
          <TextInput
            label={`${itemName} ${index + 1}`}
            style={{ flex: 2, minWidth: 200 }}
            {...form.getInputProps(`${field}.${index}.text`)}
          />
          <TextInput
            label="Source"
            style={{ flex: 1, minWidth: 140 }}
            {...form.getInputProps(`${field}.${index}.source`)}
          />
          <TextInput
            label="Link"
            placeholder="https://"
            style={{ flex: 1, minWidth: 140 }}
            {...form.getInputProps(`${field}.${index}.url`)}
          />
        </>
      )}
    </ListFields>
  );
}
