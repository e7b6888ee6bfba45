import { SoftAuthenticator } from '@studio/core/testing/softAuthenticator';
import { appCodeAt } from '@studio/core/testing/authenticatorCodes';
import type { Orm } from '@studio/db';
import type { User } from '@studio/schemas';
import { callAs, SITE_ORIGIN, type RecordingSession } from './harness';

/** Adds a passkey of a software authenticator to the user's account, as the Account screen does. */
export async function addPasskey(
  orm: Orm,
  user: User,
  authenticator = new SoftAuthenticator(),
  name = 'Laptop',
) {
  const options = await callAs(orm, user).caller.account.passkeys.registrationOptions();
  const passkey = await callAs(orm, user).caller.account.passkeys.add({
    name,
    response: authenticator.register(options, SITE_ORIGIN),
  });
  return { passkey, authenticator };
}

/** The browser's signed answer to new sign-in options, from this authenticator. */
export async function passkeyAnswer(orm: Orm, authenticator: SoftAuthenticator) {
  const options = await callAs(orm, null).caller.auth.passkeyOptions();
  return authenticator.authenticate(options, SITE_ORIGIN);
}

/** Sets up and confirms an authenticator app for the user; answers its secret and recovery codes. */
export async function addAuthenticatorApp(orm: Orm, user: User) {
  const { secret } = await callAs(orm, user).caller.account.authenticator.start();
  const { recoveryCodes } = await callAs(orm, user).caller.account.authenticator.confirm({
    code: appCodeAt(secret),
  });
  return { secret, recoveryCodes };
}

/** The password step of a sign-in; answers its session, waiting for the second factor, and the answer. */
export async function passwordStep(
  orm: Orm,
  username: string,
  password: string,
  clientIp?: string,
) {
  const call = callAs(orm, null, clientIp ? { clientIp } : {});
  const answer = await call.caller.auth.login({ username, password });
  return { answer, session: call.session as RecordingSession };
}

/** The second step, in the session of the first. */
export function secondStep(orm: Orm, session: RecordingSession, code: string, clientIp?: string) {
  return callAs(orm, null, { session, ...(clientIp ? { clientIp } : {}) }).caller.auth.secondFactor(
    {
      code,
    },
  );
}
