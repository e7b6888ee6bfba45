import {
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import type { User } from '@studio/schemas';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useState } from 'react';
import { notifyFailure } from '../notifications/notify';
import { trpc } from '../trpc';
import { passkeyFailureMessage } from './passkeyCeremony';

type TrpcClient = ReturnType<typeof trpc.useUtils>['client'];

/**
 * One sign-in with a passkey: options from the server, the browser's signed answer, the server's check.
 * `isWanted` is asked once the options are here: a ceremony the user no longer wants never reaches the
 * browser, where it would cancel the one they asked for.
 */
async function passkeyCeremony(
  client: TrpcClient,
  useBrowserAutofill: boolean,
  isWanted: () => boolean = () => true,
): Promise<User | null> {
  const optionsJSON = await client.auth.passkeyOptions.mutate();
  if (!isWanted()) return null;
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill });
  return client.auth.passkey.mutate({ response });
}

function notifyPasskeyFailure(error: unknown): void {
  const message = passkeyFailureMessage(error);
  if (message) notifyFailure('Login failed', message);
}

/**
 * Signing in with a passkey, no username typed: when the user picks one the browser offers in the username
 * field's autofill (conditional UI, while `autofill` holds), or presses the button. The button's ceremony
 * replaces the autofill's, which waits again once the button's has ended. `onSignedIn` must keep its identity
 * across renders.
 */
export function usePasskeySignIn(
  onSignedIn: (user: User) => void,
  { autofill }: { autofill: boolean },
) {
  const { client } = trpc.useUtils();
  const [isPending, setPending] = useState(false);

  useEffect(() => {
    if (!autofill || isPending) return undefined;
    let active = true;
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || !active) return;
      const user = await passkeyCeremony(client, true, () => active);
      if (user) onSignedIn(user);
    })().catch((error: unknown) => {
      // The user asked for nothing until they pick a passkey: only the server's refusal of one is news.
      if (active && error instanceof TRPCClientError) notifyPasskeyFailure(error);
    });
    return () => {
      active = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [autofill, isPending, client, onSignedIn]);

  const signIn = async () => {
    setPending(true);
    try {
      const user = await passkeyCeremony(client, false);
      if (user) onSignedIn(user);
    } catch (error) {
      notifyPasskeyFailure(error);
    } finally {
      setPending(false);
    }
  };

  return { signIn, isPending };
}
