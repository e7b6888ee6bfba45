import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { appCodeSchema, type AuthenticatorSetup as Setup } from '@studio/schemas';
import { fieldMessages } from '../../../apiErrors/failedCall';
import { notifySuccess } from '../../../notifications/notify';
import { trpc } from '../../../trpc';
import { notifyRequestFailure } from '../../shared/notifyRequestFailure';
import { useSchemaForm } from '../../shared/useSchemaForm';
import { QrCode } from './QrCode';

const SIGN_IN_PROMPT = { signInPrompt: 'Please log in to set up an authenticator app.' };

interface AuthenticatorSetupProps {
  /** The recovery codes the confirmation answered, to be shown this once. */
  onConfirmed: (recoveryCodes: string[]) => void;
}

/** The new secret as a QR code and as text, and the current code of the app that turns it on. */
function ConfirmSetup({ setup, onConfirmed }: AuthenticatorSetupProps & { setup: Setup }) {
  const utils = trpc.useUtils();
  const form = useSchemaForm(appCodeSchema, { code: '' });
  const confirm = trpc.account.authenticator.confirm.useMutation({
    meta: SIGN_IN_PROMPT,
    onSuccess: async ({ recoveryCodes }) => {
      notifySuccess(
        'Authenticator app set up',
        'Signing in now takes a code from it. Your other sessions have been signed out.',
      );
      onConfirmed(recoveryCodes);
      await utils.account.invalidate();
    },
    onError: (error) => {
      notifyRequestFailure('Authenticator app not set up', error);
      form.setErrors(fieldMessages(error));
    },
  });

  return (
    <Stack>
      <Text size="sm">
        Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft
        Authenticator, 1Password or Aegis), or type the secret into it.
      </Text>
      <QrCode text={setup.otpauthUrl} alt="QR code for your authenticator app" />
      <Text size="sm">
        Secret: <Code fz="sm">{setup.secret}</Code>
      </Text>
      <form onSubmit={form.onSubmit((input) => confirm.mutate(input))} noValidate>
        <Group align="flex-end">
          <TextInput
            label="Code from the app"
            description="The 6 digits it shows now."
            autoComplete="one-time-code"
            inputMode="numeric"
            withAsterisk
            {...form.getInputProps('code')}
          />
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? 'Verifying...' : 'Turn on'}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

/** Setting up an authenticator app: a new secret on request, then its confirmation. */
export function AuthenticatorSetup({ onConfirmed }: AuthenticatorSetupProps) {
  const start = trpc.account.authenticator.start.useMutation({
    meta: SIGN_IN_PROMPT,
    onError: (error) => notifyRequestFailure('Authenticator app not set up', error),
  });
  if (start.data) return <ConfirmSetup setup={start.data} onConfirmed={onConfirmed} />;
  return (
    <Button
      onClick={() => start.mutate()}
      disabled={start.isPending}
      style={{ alignSelf: 'flex-start' }}
    >
      Set up an authenticator app
    </Button>
  );
}
