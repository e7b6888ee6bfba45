import { startRegistration } from '@simplewebauthn/browser';
import { TRPCClientError } from '@trpc/client';
import { isUnauthenticated } from '../../../auth/sessionLoss';
import { passkeyFailureMessage } from '../../../auth/passkeyCeremony';
import { notifyFailure, notifySuccess } from '../../../notifications/notify';
import { trpc } from '../../../trpc';

const SIGN_IN_PROMPT = { signInPrompt: 'Please log in to change your passkeys.' };

/**
 * Adding a passkey: options from the server, the browser makes the credential (asking the user), the server
 * checks and keeps it under the name given. The account's other sessions end.
 */
export function usePasskeyRegistration({ onAdded }: { onAdded: () => void }) {
  const utils = trpc.useUtils();
  const options = trpc.account.passkeys.registrationOptions.useMutation({ meta: SIGN_IN_PROMPT });
  const add = trpc.account.passkeys.add.useMutation({ meta: SIGN_IN_PROMPT });

  const register = async (name: string) => {
    try {
      const optionsJSON = await options.mutateAsync();
      const response = await startRegistration({ optionsJSON });
      const passkey = await add.mutateAsync({ name, response });
      notifySuccess(
        'Passkey added',
        `"${passkey.name}" now signs you in. Your other sessions have been signed out.`,
      );
      onAdded();
    } catch (error) {
      // A lost session is the query client's to announce.
      if (error instanceof TRPCClientError && isUnauthenticated(error)) return;
      const message = passkeyFailureMessage(error);
      if (message) notifyFailure('Passkey not added', message);
    } finally {
      await utils.account.invalidate();
    }
  };

  return { register, isRegistering: options.isPending || add.isPending };
}
