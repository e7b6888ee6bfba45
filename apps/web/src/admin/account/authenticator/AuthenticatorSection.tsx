import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../../notifications/notify';
import { trpc } from '../../../trpc';
import { fieldMessages } from '../../../apiErrors/failedCall';
import { LoadErrorAlert } from '../../shared/LoadErrorAlert';
import { notifyRequestFailure } from '../../shared/notifyRequestFailure';
import { AccountSection } from '../AccountSection';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { CodePrompt } from './CodePrompt';
import { RecoveryCodes } from './RecoveryCodes';

const SIGN_IN_PROMPT = { signInPrompt: 'Please log in to change your authenticator app.' };

/** Which change to the app waits for a code. */
type Prompt = 'newCodes' | 'turnOff' | null;

/** The authenticator app (TOTP) and its recovery codes: set up, new codes, turn off. */
export function AuthenticatorSection() {
  const utils = trpc.useUtils();
  const status = trpc.account.authenticator.status.useQuery();
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const regenerate = trpc.account.authenticator.regenerateRecoveryCodes.useMutation({
    meta: SIGN_IN_PROMPT,
  });
  const turnOff = trpc.account.authenticator.turnOff.useMutation({ meta: SIGN_IN_PROMPT });
  const done = () => {
    setPrompt(null);
    void utils.account.invalidate();
  };

  return (
    <AccountSection
      id="authenticator"
      title="Authenticator app"
      description="With an authenticator app, signing in with your password also takes the code it shows. Setting it up or turning it off signs out your other sessions."
    >
      {status.isError ? (
        <LoadErrorAlert
          message="Failed to load your authenticator app."
          onRetry={() => void status.refetch()}
        />
      ) : null}
      {shownCodes ? <RecoveryCodes codes={shownCodes} onDone={() => setShownCodes(null)} /> : null}
      {status.data?.enabled ? (
        <>
          <Text size="sm">
            {`An authenticator app is set up. Recovery codes left: ${status.data.recoveryCodesLeft}.`}
          </Text>
          <Group>
            <Button variant="default" onClick={() => setPrompt('newCodes')}>
              New recovery codes
            </Button>
            <Button variant="outline" color="red" onClick={() => setPrompt('turnOff')}>
              Turn off the authenticator app
            </Button>
          </Group>
        </>
      ) : null}
      {status.data && !status.data.enabled ? (
        <AuthenticatorSetup onConfirmed={setShownCodes} />
      ) : null}
      <CodePrompt
        opened={prompt === 'newCodes'}
        title="New recovery codes"
        description="Your current recovery codes will stop working."
        submitLabel="Make new codes"
        isPending={regenerate.isPending}
        onClose={() => setPrompt(null)}
        onSubmit={(input, { onFieldErrors }) =>
          regenerate.mutate(input, {
            onSuccess: ({ recoveryCodes }) => {
              setShownCodes(recoveryCodes);
              done();
            },
            onError: (error) => {
              notifyRequestFailure('No new recovery codes', error);
              onFieldErrors(fieldMessages(error));
            },
          })
        }
      />
      <CodePrompt
        opened={prompt === 'turnOff'}
        title="Turn off the authenticator app"
        description="Your password alone will sign you in again, unless you have a passkey."
        submitLabel="Turn off"
        isPending={turnOff.isPending}
        onClose={() => setPrompt(null)}
        onSubmit={(input, { onFieldErrors }) =>
          turnOff.mutate(input, {
            onSuccess: ({ message }) => {
              notifySuccess(message, 'Your other sessions have been signed out.');
              setShownCodes(null);
              done();
            },
            onError: (error) => {
              notifyRequestFailure('Authenticator app not turned off', error);
              onFieldErrors(fieldMessages(error));
            },
          })
        }
      />
    </AccountSection>
  );
}
