import { Passkey as PasskeyEntity } from '@studio/db';
import { PASSKEY_NOT_FOUND_MESSAGE, type Passkey } from '@studio/schemas';
import type { SignedInContext } from '../../../context';
import type { Deleted } from '../../../deleted';
import { notFound } from '../../../errors';
import { signInChanged } from '../sessions/signInChanged';
import { toPasskey } from './passkeyDto';

/** The signed-in user's passkeys, oldest first. */
export async function listPasskeys(ctx: SignedInContext): Promise<Passkey[]> {
  const passkeys = await ctx.em.find(
    PasskeyEntity,
    { user: ctx.user.id },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return passkeys.map(toPasskey);
}

/** Removes one of the signed-in user's passkeys; the account's other sessions end. */
export function removePasskey(ctx: SignedInContext, { id }: { id: number }): Promise<Deleted> {
  return ctx.em.transactional(async (tx) => {
    const passkey = await tx.findOne(PasskeyEntity, { id, user: ctx.user.id });
    if (!passkey) throw notFound(PASSKEY_NOT_FOUND_MESSAGE);
    await tx.nativeDelete(PasskeyEntity, { id });
    await signInChanged(tx, ctx, {
      action: 'removed',
      subjectType: 'passkey',
      subject: { id: null, name: passkey.name },
    });
    return { id, deleted: true };
  });
}
