import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { AppFormApi } from '../useAppForm';

/** Who made the app: each a name and a role. */
export function CreditFields({ form }: { form: AppFormApi }) {
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Credits
      </Text>
      {form.getValues().credits.map((_credit, index) => (
        <Group key={index} align="flex-end">
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
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove credit ${index + 1}`}
            onClick={() => form.removeListItem('credits', index)}
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
        onClick={() => form.insertListItem('credits', { name: '', role: '' })}
      >
        Add credit
      </Button>
    </Stack>
  );
}
