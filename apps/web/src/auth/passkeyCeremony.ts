import { WebAuthnError } from '@simplewebauthn/browser';
import { TRPCClientError } from '@trpc/client';
import { failedCall } from '../apiErrors/failedCall';

/**
 * What to tell the user of a failed passkey ceremony: null when it was cancelled for another one (nothing
 * went wrong), the browser's reason when the authenticator refused or timed out, else the API's message.
 */
export function passkeyFailureMessage(error: unknown): string | null {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_CEREMONY_ABORTED') return null;
    if (error.name === 'NotAllowedError') return 'The passkey request was cancelled or timed out.';
    return error.message;
  }
  if (error instanceof TRPCClientError) return failedCall(error).message;
  return error instanceof Error ? error.message : String(error);
}
