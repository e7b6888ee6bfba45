import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityEvent, User } from '@studio/schemas';
import { coarseAddress } from '../../../clientAddress/coarseAddress';
import { recordActivity } from '../../activity';

export interface SecurityEvent {
  action: ActivityEvent['action'];
  /** How the account signed in, or what of it changed. */
  subjectType: ActivityEvent['subjectType'];
  /** The account it happened to. */
  account: Pick<User, 'id' | 'username'>;
  /** What it is about when that is not the account itself: a passkey, a session. */
  subject?: { id: string | null; name: string };
  /** The address it came from, kept as its /24 or /48 only. */
  clientIp: string;
}

/**
 * Records a sign-in, a failed second factor, a factor added or removed, a session ended or a password changed,
 * for the dashboard's Recent Activity. Call it with the transaction's entity manager when it goes with a write.
 */
export function recordSecurityEvent(em: EntityManager, event: SecurityEvent): Promise<void> {
  const { action, subjectType, account, subject, clientIp } = event;
  return recordActivity(em, {
    action,
    subjectType,
    subjectId: subject ? subject.id : String(account.id),
    // A session's subject is its browser's own description, which may be long.
    subjectName: (subject?.name ?? account.username).slice(0, 255),
    actor: account.username,
    address: coarseAddress(clientIp),
  });
}
