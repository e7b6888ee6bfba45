import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { AppFormApi } from '../useAppForm';

interface QuotedTextFieldsProps {
  form: AppFormApi;
  field: 'awards' | 'quotes';
  /** One item's name, e.g. "award". */
  itemName: string;
}

/** A list of awards or quotes: each its text, its source and an optional link. */
export function QuotedTextFields({ form, field, itemName }: QuotedTextFieldsProps) {
  const items = form.getValues()[field];
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" tt="capitalize">
        {field}
      </Text>
      {items.map((_item, index) => (
        <Group key={index} align="flex-end" wrap="wrap">
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
        onClick={() => form.insertListItem(field, { text: '', source: '', url: '' })}
      >
        Add {itemName}
      </Button>
    </Stack>
  );
}
