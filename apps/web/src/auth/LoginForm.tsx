import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { credentialsSchema, type Credentials } from '@studio/schemas';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { PasswordField } from '../components/PasswordField';

interface LoginFormProps {
  onSubmit: (credentials: Credentials) => void;
  isPending: boolean;
}

export function LoginForm({ onSubmit, isPending }: LoginFormProps) {
  const form = useForm<Credentials>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    // The first broken rule of a field is the one to fix first (e.g. "too short" before "bad pattern").
    validate: zod4Resolver(credentialsSchema, { errorPriority: 'first' }),
  });

  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="login-title">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <div>
            <Title order={1} size="h2" id="login-title">
              Admin Login
            </Title>
            <Text c="dimmed" size="sm">
              Sign in to manage apps, blog posts and media.
            </Text>
          </div>
          <TextInput
            label="Username"
            autoComplete="username"
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
        </Stack>
      </form>
    </Paper>
  );
}
