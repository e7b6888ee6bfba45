import { Button, Group, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { z } from 'zod';
import { passkeyNameSchema } from '@studio/schemas';
import { useSchemaForm } from '../../shared/useSchemaForm';
import { usePasskeyRegistration } from './usePasskeyRegistration';

const newPasskeySchema = z.object({ name: passkeyNameSchema });

/** Names a new passkey, then asks the browser to make it. */
export function AddPasskeyForm() {
  const form = useSchemaForm(newPasskeySchema, { name: '' });
  const { register, isRegistering } = usePasskeyRegistration({ onAdded: () => form.reset() });

  return (
    <form onSubmit={form.onSubmit(({ name }) => void register(name))} noValidate>
      <Group align="flex-end">
        <TextInput
          label="Name of the new passkey"
          description="Where it lives, e.g. Work laptop or Phone."
          withAsterisk
          style={{ flex: 1, minWidth: 200 }}
          {...form.getInputProps('name')}
        />
        <Button
          type="submit"
          leftSection={<IconKey size={18} aria-hidden />}
          disabled={isRegistering}
        >
          {isRegistering ? 'Adding...' : 'Add a passkey'}
        </Button>
      </Group>
    </form>
  );
}
