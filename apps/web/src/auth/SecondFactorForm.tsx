import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authenticationCodeSchema, type AuthenticationCode } from '@studio/schemas';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { TitledPanel } from '../components/TitledPanel';

interface SecondFactorFormProps {
  onSubmit: (code: string, callbacks: { onFailure: () => void }) => void;
  isPending: boolean;
  onBack: () => void;
}

/** The sign-in's second step: a code of the authenticator app, or one of the recovery codes. */
export function SecondFactorForm({ onSubmit, isPending, onBack }: SecondFactorFormProps) {
  const [recovery, setRecovery] = useState(false);
  const form = useForm<AuthenticationCode>({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: zod4Resolver(authenticationCodeSchema, { errorPriority: 'first' }),
  });
  const submit = ({ code }: AuthenticationCode) =>
    onSubmit(code, { onFailure: () => form.setFieldValue('code', '') });

  return (
    <TitledPanel
      headingOrder={1}
      headingSize="h2"
      id="second-factor-title"
      title="Verify it is you"
      description={
        recovery
          ? 'Enter one of the recovery codes you saved when you set up your authenticator app. Each works once.'
          : 'Enter the 6-digit code your authenticator app shows for this site.'
      }
      onSubmit={form.onSubmit(submit)}
    >
      <TextInput
        // A new key when the field changes kind or is cleared after a failure (the form is uncontrolled).
        key={`${recovery ? 'recovery-code' : 'app-code'}-${form.key('code')}`}
        label={recovery ? 'Recovery code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        required
        data-autofocus
        autoFocus
        {...form.getInputProps('code')}
      />
      <Button type="submit" disabled={isPending} fullWidth>
        {isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Group justify="space-between">
        <Anchor component="button" type="button" size="sm" onClick={() => setRecovery(!recovery)}>
          {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Back to sign in
        </Anchor>
      </Group>
    </TitledPanel>
  );
}
