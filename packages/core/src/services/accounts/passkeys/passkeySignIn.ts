import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { isDatabaseUnavailable, Passkey } from '@studio/db';
import { PASSKEY_SIGN_IN_FAILED_MESSAGE, type PasskeySignIn, type User } from '@studio/schemas';
import type { Context } from '../../../context';
import { unauthorized } from '../../../errors';
import { recordSecurityEvent } from '../signIn/securityEvents';
import { toUser } from '../users/userDto';
import { keepChallenge, takeChallenge } from './passkeyChallenges';
import { relyingParty } from './relyingParty';
import { encodedUserHandle } from './userHandle';

/** Options for the browser to sign in with any passkey of this site: no username is asked first. */
export async function passkeySignInOptions(
  ctx: Context,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).id,
    userVerification: 'preferred',
  });
  await keepChallenge(ctx.em, options.challenge, 'authentication', null);
  return options;
}

const refused = () => unauthorized(PASSKEY_SIGN_IN_FAILED_MESSAGE);

/** Whether the browser's signature is the passkey's, over a sign-in challenge of this site; never throws a refusal. */
async function signatureHolds(
  ctx: Context,
  passkey: Passkey,
  response: AuthenticationResponseJSON,
) {
  const rp = relyingParty(ctx);
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(ctx.em, challenge, 'authentication', null),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    return verified.verified ? verified.authenticationInfo : null;
  } catch (error) {
    // A signature counter that went back (a cloned authenticator) is one of these refusals.
    if (isDatabaseUnavailable(error)) throw error;
    return null;
  }
}

/**
 * Signs in with a passkey: a full sign-in, its second factor built in (the authenticator holds the key and checked
 * its user), so no code is asked. Unknown passkeys, bad signatures, challenges used or expired and counters that
 * went back are refused with 401.
 */
export async function signInWithPasskey(ctx: Context, { response }: PasskeySignIn): Promise<User> {
  const passkey = await ctx.em.findOne(
    Passkey,
    { credentialId: response.id },
    { populate: ['user'] },
  );
  if (!passkey) throw refused();
  const account = passkey.user;
  const { userHandle } = response.response;
  if (userHandle !== undefined && userHandle !== encodedUserHandle(account.id)) throw refused();
  const signed = await signatureHolds(ctx, passkey, response as AuthenticationResponseJSON);
  if (!signed) throw refused();
  // Two sign-ins racing with one signature: only the first moves the counter on (a counter of 0 means none).
  const moved = await ctx.em.nativeUpdate(
    Passkey,
    { id: passkey.id, ...(signed.newCounter > 0 ? { counter: { $lt: signed.newCounter } } : {}) },
    { counter: signed.newCounter, lastUsedAt: new Date() },
  );
  if (!moved) throw refused();
  await recordSecurityEvent(ctx.em, {
    action: 'signedIn',
    subjectType: 'passkey',
    account,
    subject: { id: String(passkey.id), name: passkey.name },
    clientIp: ctx.clientIp,
  });
  await ctx.session.signIn(account.id);
  return toUser(account);
}
