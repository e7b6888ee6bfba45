import { Badge, Button, Table } from '@mantine/core';
import { notifySuccess } from '../../../notifications/notify';
import { trpc } from '../../../trpc';
import { formatDateTime } from '../../shared/formatDate';
import { LoadErrorAlert } from '../../shared/LoadErrorAlert';
import { notifyRequestFailure } from '../../shared/notifyRequestFailure';
import { AccountSection } from '../AccountSection';
import { AccountTable } from '../AccountTable';
import { describeBrowser } from './describeBrowser';

const SIGN_IN_PROMPT = { signInPrompt: 'Please log in to see where you are signed in.' };

/** Where the signed-in user is signed in: browser, coarse address, times; signing out one or all the others. */
export function SessionsSection() {
  const utils = trpc.useUtils();
  const sessions = trpc.account.sessions.list.useQuery(undefined, { meta: SIGN_IN_PROMPT });
  const refresh = () => utils.account.sessions.list.invalidate();
  const end = trpc.account.sessions.end.useMutation({
    meta: SIGN_IN_PROMPT,
    onSuccess: async () => {
      notifySuccess('Signed out', 'That session has been signed out.');
      await refresh();
    },
    onError: (error) => notifyRequestFailure('Session not signed out', error),
  });
  const endOthers = trpc.account.sessions.endOthers.useMutation({
    meta: SIGN_IN_PROMPT,
    onSuccess: async ({ ended }) => {
      notifySuccess(
        'Signed out everywhere else',
        `${ended} other session${ended === 1 ? '' : 's'} signed out.`,
      );
      await refresh();
    },
    onError: (error) => notifyRequestFailure('Sessions not signed out', error),
  });
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <AccountSection
      id="sessions"
      title="Sessions"
      description="The browsers signed in to your account. Sign out any you do not recognise, and change your password if you did not sign in there."
    >
      {sessions.isError ? (
        <LoadErrorAlert message="Failed to load your sessions." onRetry={() => void refresh()} />
      ) : null}
      {sessions.data ? (
        <AccountTable minWidth={560} columns={['Browser', 'Address', 'Signed in', 'Last used']}>
          {sessions.data.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td title={session.userAgent ?? undefined}>
                {describeBrowser(session.userAgent)}
              </Table.Td>
              <Table.Td>{session.address ?? 'Unknown'}</Table.Td>
              <Table.Td>{formatDateTime(session.createdAt)}</Table.Td>
              <Table.Td>{formatDateTime(session.lastSeenAt)}</Table.Td>
              <Table.Td>
                {session.current ? (
                  <Badge variant="light">This browser</Badge>
                ) : (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={`Sign out ${describeBrowser(session.userAgent)}, last used ${formatDateTime(session.lastSeenAt)}`}
                    disabled={end.isPending}
                    onClick={() => end.mutate({ id: session.id })}
                  >
                    Sign out
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </AccountTable>
      ) : null}
      <Button
        variant="outline"
        color="red"
        style={{ alignSelf: 'flex-start' }}
        disabled={others.length === 0 || endOthers.isPending}
        onClick={() => endOthers.mutate()}
      >
        Sign out everywhere else
      </Button>
    </AccountSection>
  );
}
