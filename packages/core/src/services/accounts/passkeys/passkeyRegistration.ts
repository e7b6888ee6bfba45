import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import { isDatabaseUnavailable, Passkey as PasskeyEntity } from '@studio/db';
import {
  PASSKEY_ALREADY_ADDED_MESSAGE,
  PASSKEY_NOT_VERIFIED_MESSAGE,
  type Passkey,
  type PasskeyRegistration,
} from '@studio/schemas';
import type { SignedInContext } from '../../../context';
import { invalidRequest } from '../../../errors';
import { signInChanged } from '../sessions/signInChanged';
import { conflictOnDuplicate } from '../../uniqueViolation';
import { takeChallenge, keepChallenge } from './passkeyChallenges';
import { toPasskey } from './passkeyDto';
import { relyingParty } from './relyingParty';
import { userHandle } from './userHandle';

/**
 * The passkey algorithms offered and accepted, on every Node alike. The library's default adds ML-DSA-44 where
 * Node's WebCrypto has it (Node 24, as an experimental algorithm): a passkey made with it would no longer sign
 * in once the site runs on Node 20 again.
 */
const PASSKEY_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/**
 * Options for the browser to make a passkey of the signed-in user: discoverable (it signs in without a username),
 * with user verification where the authenticator can, never one the account has already.
 */
export async function passkeyRegistrationOptions(
  ctx: SignedInContext,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(ctx);
  const existing = await ctx.em.find(PasskeyEntity, { user: ctx.user.id });
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: ctx.user.username,
    userID: userHandle(ctx.user.id),
    attestationType: 'none',
    excludeCredentials: existing.map(({ credentialId, transports }) => ({
      id: credentialId,
      transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
  });
  await keepChallenge(ctx.em, options.challenge, 'registration', ctx.user.id);
  return options;
}

/** The browser's new credential, checked against a registration challenge of this user; null when it fails. */
async function verifiedCredential(ctx: SignedInContext, response: RegistrationResponseJSON) {
  const rp = relyingParty(ctx);
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) =>
        takeChallenge(ctx.em, challenge, 'registration', ctx.user.id),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
    return verified.verified ? verified.registrationInfo.credential : null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    return null;
  }
}

/**
 * Adds the passkey the browser made from passkeyRegistrationOptions, under the name its owner gave it. The
 * account's other sessions end: whoever else was signed in must now pass a second factor.
 */
export async function addPasskey(
  ctx: SignedInContext,
  { name, response }: PasskeyRegistration,
): Promise<Passkey> {
  const credential = await verifiedCredential(ctx, response as RegistrationResponseJSON);
  if (!credential) throw invalidRequest(PASSKEY_NOT_VERIFIED_MESSAGE);
  return conflictOnDuplicate('response', PASSKEY_ALREADY_ADDED_MESSAGE, () =>
    ctx.em.transactional(async (tx) => {
      const passkey = tx.create(PasskeyEntity, {
        user: ctx.user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      });
      await tx.flush();
      await signInChanged(tx, ctx, {
        action: 'added',
        subjectType: 'passkey',
        subject: { id: String(passkey.id), name },
      });
      return toPasskey(passkey);
    }),
  );
}
