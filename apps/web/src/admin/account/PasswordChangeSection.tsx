import { Button, Paper, Stack, Title } from '@mantine/core';
import { passwordChangeSchema } from '@studio/schemas';
import { PasswordField } from '../../components/PasswordField';
import { useSchemaForm } from '../shared/useSchemaForm';
import { usePasswordChange } from './usePasswordChange';

/** The signed-in user changes their password, under the new-password rules of the schema. */
export function PasswordChangeSection() {
  const form = useSchemaForm(passwordChangeSchema, { currentPassword: '', newPassword: '' });
  const { change, isChanging } = usePasswordChange({
    onChanged: () => form.reset(),
    onFieldErrors: form.setErrors,
  });

  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="change-password">
      <form onSubmit={form.onSubmit(change)} noValidate>
        <Stack>
          <Title order={2} size="h4" id="change-password">
            Change Password
          </Title>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
          <PasswordField
            label="New password"
            description="At least 8 characters, and not easy to guess: a few unrelated words make a good one. Your other sessions will be signed out."
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <Button type="submit" disabled={isChanging} style={{ alignSelf: 'flex-start' }}>
            {isChanging ? 'Changing...' : 'Change Password'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
