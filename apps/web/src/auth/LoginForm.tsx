import { Button, Divider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { credentialsSchema, type Credentials } from '@studio/schemas';
import { IconKey } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { PasswordField } from '../components/PasswordField';
import { TitledPanel } from '../components/TitledPanel';

interface LoginFormProps {
  onSubmit: (credentials: Credentials) => void;
  isPending: boolean;
  /** Starts a sign-in with a passkey, which needs no username. */
  onPasskey: () => void;
  isPasskeyPending: boolean;
}

export function LoginForm({ onSubmit, isPending, onPasskey, isPasskeyPending }: LoginFormProps) {
  const form = useForm<Credentials>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    // The first broken rule of a field is the one to fix first (e.g. "too short" before "bad pattern").
    validate: zod4Resolver(credentialsSchema, { errorPriority: 'first' }),
  });

  return (
    <TitledPanel
      headingOrder={1}
      headingSize="h2"
      id="login-title"
      title="Admin Login"
      description="Sign in to manage apps, blog posts and media."
      onSubmit={form.onSubmit(onSubmit)}
    >
      <TextInput
        label="Username"
        // "webauthn" lets the browser offer its passkeys for this site in the field's autofill.
        autoComplete="username webauthn"
        required
        key={form.key('username')}
        {...form.getInputProps('username')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <Button type="submit" disabled={isPending} fullWidth>
        {isPending ? 'Logging in...' : 'Login'}
      </Button>
      <Divider label="or" labelPosition="center" />
      <Button
        variant="default"
        leftSection={<IconKey size={18} aria-hidden />}
        onClick={onPasskey}
        disabled={isPasskeyPending}
        fullWidth
      >
        Sign in with a passkey
      </Button>
    </TitledPanel>
  );
}
