import { Button, Container, Paper, Stack, Title } from '@mantine/core';
import { passwordChangeSchema } from '@studio/schemas';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { BackButton } from '../../components/BackButton';
import { PasswordField } from '../../components/PasswordField';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { useSchemaForm } from '../shared/useSchemaForm';
import { usePasswordChange } from './usePasswordChange';

/** /admin/account: the signed-in admin changes their password. */
export function AccountPage() {
  const { user } = useCurrentUser();
  const form = useSchemaForm(passwordChangeSchema, { currentPassword: '', newPassword: '' });
  const { change, isChanging } = usePasswordChange({
    onChanged: () => form.reset(),
    onFieldErrors: form.setErrors,
  });

  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <BackButton to="/admin/dashboard">Back to Dashboard</BackButton>
        <AdminPageHeader
          title="Account"
          description={user ? `Signed in as ${user.username}` : undefined}
        />
      </Stack>
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
              description="At least 6 characters. Your other sessions will be signed out."
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
    </Container>
  );
}
