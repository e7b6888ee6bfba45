import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { authenticationCodeSchema, type AuthenticationCode } from '@studio/schemas';
import { useSchemaForm } from '../../shared/useSchemaForm';

interface CodePromptProps {
  opened: boolean;
  title: string;
  description: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (
    input: AuthenticationCode,
    callbacks: { onFieldErrors: (errors: Record<string, string>) => void },
  ) => void;
  onClose: () => void;
}

/** Asks for a current code of the authenticator app, or a recovery code, before a change to the app. */
export function CodePrompt({
  opened,
  title,
  description,
  submitLabel,
  isPending,
  onSubmit,
  onClose,
}: CodePromptProps) {
  const form = useSchemaForm(authenticationCodeSchema, { code: '' });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={form.onSubmit((input) => onSubmit(input, { onFieldErrors: form.setErrors }))}
        noValidate
      >
        <Stack>
          <Text size="sm">{description}</Text>
          <TextInput
            label="Authentication code"
            description="The code your authenticator app shows now, or one of your recovery codes."
            autoComplete="one-time-code"
            withAsterisk
            data-autofocus
            {...form.getInputProps('code')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
