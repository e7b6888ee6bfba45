import { TextInput } from '@mantine/core';
import type { AppFormApi } from '../useAppForm';
import { ListFields } from './ListFields';

/** Who made the app: each a name and a role. */
export function CreditFields({ form }: { form: AppFormApi }) {
  return (
    <ListFields
      form={form}
      field="credits"
      title="Credits"
      itemName="credit"
      emptyItem={{ name: '', role: '' }}
    >
      {(index) => (
        <>
          <TextInput
            label={`Credit ${index + 1} name`}
            style={{ flex: 1 }}
            {...form.getInputProps(`credits.${index}.name`)}
          />
          <TextInput
            label="Role"
            style={{ flex: 1 }}
            {...form.getInputProps(`credits.${index}.role`)}
          />
        </>
      )}
    </ListFields>
  );
}
