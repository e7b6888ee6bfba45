import type { EntityManager } from '@mikro-orm/postgresql';
import { PasskeyChallenge } from '@studio/db';
import { PASSKEY_CHALLENGE_MINUTES } from '@studio/schemas';

type Purpose = PasskeyChallenge['purpose'];

/**
 * Keeps a challenge just given out, for PASSKEY_CHALLENGE_MINUTES, in the database so that any instance can
 * finish the ceremony. Expired challenges are deleted on the way, which keeps the table to ceremonies under way.
 */
export async function keepChallenge(
  em: EntityManager,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
): Promise<void> {
  await em.nativeDelete(PasskeyChallenge, { expiresAt: { $lte: new Date() } });
  await em.insert(PasskeyChallenge, {
    challenge,
    purpose,
    user: userId,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_MINUTES * 60_000),
  });
}

/**
 * Takes a challenge the browser signed, once (it is deleted, whatever comes next): true when it was given out for
 * this purpose (and this user) and has not expired. Run outside any transaction, so a refusal keeps it taken.
 */
export async function takeChallenge(
  em: EntityManager,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
): Promise<boolean> {
  const [taken] = await em.execute<{ purpose: Purpose; userId: number | null; fresh: boolean }[]>(
    `delete from passkey_challenges where challenge = ?
     returning purpose, user_id as "userId", expires_at > now() as fresh`,
    [challenge],
  );
  return Boolean(taken?.fresh && taken.purpose === purpose && taken.userId === userId);
}
