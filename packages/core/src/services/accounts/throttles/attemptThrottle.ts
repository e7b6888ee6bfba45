import type { EntityManager } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS } from '@studio/db';
import type { DomainError } from '../../../errors';

/**
 * Counted attempts after which a key of each kind is locked out; null: never locked out. A pair is one username
 * from one address; an address counts failures across usernames; a username counts them across addresses; an
 * account's codes count wrong second-factor codes from all addresses; a pending sign-in counts the codes given
 * after one password step. Subscriptions count every request to join a mailing list, per address and per e-mail
 * address.
 */
export const LOCK_AFTER = {
  pair: 5,
  address: 20,
  username: null,
  registration: 10,
  accountCodes: 10,
  pendingSignIn: 5,
  subscriptionAddress: 20,
  subscriptionEmail: 5,
} as const satisfies Record<string, number | null>;

export type ThrottleKind = keyof typeof LOCK_AFTER;

const FIRST_LOCKOUT_SECONDS = 10 * 60;
const LONGEST_LOCKOUT_SECONDS = 24 * 60 * 60;
/** Attempts older than this are forgotten, unless a lockout is still running. */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;
/** Keeps 2^n finite; the longest lockout is reached long before. */
const MAX_DOUBLINGS = 16;

export function throttleKey(kind: ThrottleKind, ...parts: string[]): string {
  return `${kind}:${parts.join('|')}`;
}

/** The lockout threshold of a key, from the kind before its first colon; NULL for kinds that never lock. */
function lockAfterSql(key: string): string {
  const cases = Object.entries(LOCK_AFTER)
    .filter(([, count]) => count !== null)
    .map(([kind, count]) => `when '${kind}' then ${count}`);
  return `(case split_part(${key}, ':', 1) ${cases.join(' ')} end)`;
}

/** Lockout end for a count: 10 minutes on reaching the threshold, doubling with each attempt after, capped. */
function lockedUntilSql(count: string, key: string): string {
  const threshold = lockAfterSql(key);
  const doublings = `least(${count} - ${threshold}, ${MAX_DOUBLINGS})`;
  const seconds = `least(${FIRST_LOCKOUT_SECONDS} * power(2, ${doublings}), ${LONGEST_LOCKOUT_SECONDS})`;
  return `case when ${count} >= ${threshold} then now() + ${seconds} * interval '1 second' end`;
}

/** A row whose attempts are forgotten and whose lockout (if any) has run out: it counts for nothing. */
const FORGOTTEN = (
  row: string,
) => `${row}.updated_at < now() - interval '${FORGET_AFTER_SECONDS} seconds'
    and (${row}.locked_until is null or ${row}.locked_until <= now())`;

const NEXT_COUNT = `case when ${FORGOTTEN('t')} then 1 else t.failures + 1 end`;

// Counts an attempt against each key that is not locked out, in one statement. The upsert's row locks put
// concurrent attempts (on any instance) in line, so no more than the threshold get past a key before its
// lockout. A key that is locked out is left as it is and returns no row.
const COUNT_ATTEMPT_SQL = `
insert into login_throttles as t (key, failures, locked_until, updated_at)
select key, 1, ${lockedUntilSql('1', 'key')}, now() from unnest(array[?]::text[]) as key
on conflict (key) do update set
  failures = ${NEXT_COUNT},
  locked_until = ${lockedUntilSql(NEXT_COUNT, 't.key')},
  updated_at = now()
where t.locked_until is null or t.locked_until <= now()
returning key, failures, locked_until::text as "lockedUntil"`;

/** One key's state right after an attempt was counted against it. */
export interface CountedKey {
  key: string;
  count: number;
  /** The lockout this very attempt started (exactly as stored), or null. */
  lockedUntil: string | null;
}

/** Seconds until every lockout among these keys has run out; 0 when none is locked out. */
async function lockoutWait(em: EntityManager, keys: string[]): Promise<number> {
  const [row] = await em.execute<{ waitSeconds: number | null }[]>(
    `select ceil(extract(epoch from max(locked_until) - now()))::int as "waitSeconds"
       from login_throttles where key = any(array[?]::text[]) and locked_until > now()`,
    [keys],
  );
  return row?.waitSeconds ?? 0;
}

/**
 * Counts an attempt against every key before its outcome is known (counting first keeps parallel attempts from
 * all passing the check before any of them is written), or refuses it while any key is locked out.
 */
export async function countAttempt(
  em: EntityManager,
  keys: string[],
  refusal: (waitSeconds: number) => DomainError,
): Promise<CountedKey[]> {
  // Most refusals need no write.
  const wait = await lockoutWait(em, keys);
  if (wait > 0) throw refusal(wait);
  const counted = await em.execute<{ key: string; failures: number; lockedUntil: string | null }[]>(
    COUNT_ATTEMPT_SQL,
    [keys],
  );
  // A parallel attempt locked a key out in the meantime.
  if (counted.length < keys.length) throw refusal(await lockoutWait(em, keys));
  return counted.map(({ key, failures, lockedUntil }) => ({ key, count: failures, lockedUntil }));
}

/** Forgets everything counted against this key. */
export async function clearKey(em: EntityManager, key: string): Promise<void> {
  await em.execute('delete from login_throttles where key = ?', [key]);
}

/**
 * Takes back one counted attempt that turned out not to be a failure, together with the lockout it started (one
 * started by a parallel failure since then stays).
 */
export async function uncount(em: EntityManager, counted: CountedKey[]): Promise<void> {
  for (const { key, lockedUntil } of counted) {
    await em.execute(
      `update login_throttles set failures = greatest(failures - 1, 0),
         locked_until = case when locked_until::text is not distinct from ? then null else locked_until end
       where key = ?`,
      [lockedUntil, key],
    );
  }
}

/**
 * Deletes the rows that count for nothing (a key counted again starts from nothing anyway), so that the table
 * holds about a day of attempts rather than every attempt ever. One instance at a time: the others skip, and
 * rows that attempts are counting at that moment are left for the next round.
 */
export function forgetOldAttempts(em: EntityManager): Promise<{ ran: boolean; deleted: number }> {
  return em.transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>(
      'select pg_try_advisory_xact_lock(?) as locked',
      [ADVISORY_LOCKS.throttleSweep],
    );
    if (!lock?.locked) return { ran: false, deleted: 0 };
    const deleted = await tx.execute<{ key: string }[]>(
      `delete from login_throttles where key in (
         select key from login_throttles as t where ${FORGOTTEN('t')} for update skip locked)
       returning key`,
    );
    return { ran: true, deleted: deleted.length };
  });
}
