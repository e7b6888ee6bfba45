import { Button, Table, Text } from '@mantine/core';
import type { Passkey } from '@studio/schemas';
import { notifySuccess } from '../../../notifications/notify';
import { trpc } from '../../../trpc';
import { formatDateTime } from '../../shared/formatDate';
import { notifyRequestFailure } from '../../shared/notifyRequestFailure';
import { LoadErrorAlert } from '../../shared/LoadErrorAlert';
import { AccountSection } from '../AccountSection';
import { AccountTable } from '../AccountTable';
import { AddPasskeyForm } from './AddPasskeyForm';

/** The signed-in user's passkeys: each with when it was added and last used, and removal; adding one. */
export function PasskeysSection() {
  const utils = trpc.useUtils();
  const passkeys = trpc.account.passkeys.list.useQuery();
  const remove = trpc.account.passkeys.remove.useMutation({
    meta: { signInPrompt: 'Please log in to change your passkeys.' },
    onSuccess: async (_, { id }) => {
      const name = passkeys.data?.find((passkey) => passkey.id === id)?.name ?? 'The passkey';
      notifySuccess('Passkey removed', `"${name}" no longer signs you in.`);
      await utils.account.invalidate();
    },
    onError: (error) => notifyRequestFailure('Passkey not removed', error),
  });

  return (
    <AccountSection
      id="passkeys"
      title="Passkeys"
      description="A passkey signs you in with your device's screen lock or a security key, without a password or code. Adding or removing one signs out your other sessions."
    >
      {passkeys.isError ? (
        <LoadErrorAlert
          message="Failed to load your passkeys."
          onRetry={() => void passkeys.refetch()}
        />
      ) : null}
      {passkeys.data?.length === 0 ? <Text size="sm">No passkeys yet.</Text> : null}
      {passkeys.data?.length ? (
        <AccountTable minWidth={480} columns={['Name', 'Created', 'Last used']}>
          {passkeys.data.map((passkey: Passkey) => (
            <Table.Tr key={passkey.id}>
              <Table.Td>{passkey.name}</Table.Td>
              <Table.Td>{formatDateTime(passkey.createdAt)}</Table.Td>
              <Table.Td>
                {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'Never'}
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={`Remove the passkey ${passkey.name}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id: passkey.id })}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </AccountTable>
      ) : null}
      <AddPasskeyForm />
    </AccountSection>
  );
}
