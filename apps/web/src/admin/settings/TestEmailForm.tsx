import { Button, Group, TextInput } from '@mantine/core';
import { testEmailInputSchema } from '@studio/schemas';
import { fieldMessages } from '../../apiErrors/failedCall';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useSchemaForm } from '../shared/useSchemaForm';

/** "Send a test e-mail": queues one to the address typed, which then shows in the outbox. */
export function TestEmailForm() {
  const form = useSchemaForm(testEmailInputSchema, { to: '' });
  const utils = trpc.useUtils();
  const send = trpc.admin.mail.sendTest.useMutation({
    onSuccess: (queued) => {
      notifySuccess(
        'Test e-mail queued',
        `It goes out to ${queued.to} with the next messages; the outbox shows how it went.`,
      );
      void utils.admin.mail.invalidate();
    },
    onError: (error) => {
      notifyRequestFailure('Failed to queue the test e-mail', error);
      form.setErrors(fieldMessages(error));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Send a test e-mail to"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          style={{ flex: '1 1 16rem' }}
          {...form.getInputProps('to')}
        />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send a test e-mail'}
        </Button>
      </Group>
    </form>
  );
}
