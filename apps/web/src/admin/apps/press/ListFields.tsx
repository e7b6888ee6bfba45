import { ActionIcon, Button, Group, Stack, Text, type TextProps } from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AppFormValues } from '../appFormValues';

type ListField = 'awards' | 'quotes' | 'credits';

/** A form holding the list field F: the app's own, or a translation's. */
export type ListForm<F extends ListField> = UseFormReturnType<Pick<AppFormValues, F>, unknown>;

interface ListFieldsProps<F extends ListField> {
  form: ListForm<F>;
  field: F;
  title: string;
  /** The title's letter case, e.g. "capitalize" for a field's own name. */
  titleCase?: TextProps['tt'];
  /** One item's name, e.g. "credit": the buttons add one and remove "credit 2". */
  itemName: string;
  /** What the add button inserts. */
  emptyItem: FormArrayElement<Pick<AppFormValues, F>, F>;
  /** The inputs of the item at `index`. */
  children: (index: number) => ReactNode;
}

/** A list of the press kit's items, each a row of inputs with its remove button, and a button that adds one. */
export function ListFields<F extends ListField>({
  form,
  field,
  title,
  titleCase,
  itemName,
  emptyItem,
  children,
}: ListFieldsProps<F>) {
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" tt={titleCase}>
        {title}
      </Text>
      {form.getValues()[field].map((_item, index) => (
        <Group key={index} align="flex-end">
          {children(index)}
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${itemName} ${index + 1}`}
            onClick={() => form.removeListItem(field, index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => form.insertListItem(field, emptyItem)}
      >
        Add {itemName}
      </Button>
    </Stack>
  );
}
