import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthenticatorApp, Passkey, RecoveryCode } from '@studio/db';
import { notFound } from '../../../errors';
import { recordActivity } from '../../activity';
import { endSessionsOf } from '../sessions/userSessions';
import { findAccount } from '../users/users';

export interface SecondFactorsReset {
  username: string;
  passkeys: number;
  authenticatorApp: boolean;
  endedSessions: number;
}

/**
 * For the operator, on the server, when an owner lost every second factor: removes the account's passkeys,
 * authenticator app and recovery codes and ends its sessions, so its password alone signs in again.
 */
export function resetSecondFactors(
  em: EntityManager,
  username: string,
): Promise<SecondFactorsReset> {
  return em.transactional(async (tx) => {
    const account = await findAccount(tx, username);
    if (!account) throw notFound(`No account is named "${username}".`);
    const passkeys = await tx.nativeDelete(Passkey, { user: account.id });
    const apps = await tx.nativeDelete(AuthenticatorApp, { user: account.id });
    await tx.nativeDelete(RecoveryCode, { user: account.id });
    const endedSessions = await endSessionsOf(tx, account.id);
    await recordActivity(tx, {
      action: 'reset',
      subjectType: 'secondFactor',
      subjectId: String(account.id),
      subjectName: account.username,
      actor: null,
    });
    return { username: account.username, passkeys, authenticatorApp: apps > 0, endedSessions };
  });
}
