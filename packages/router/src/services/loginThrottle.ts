import type { EntityManager } from '@mikro-orm/postgresql';
import { tooManyLoginAttemptsMessage } from '@studio/schemas';
import { TRPCError } from '@trpc/server';

const FAILURES_BEFORE_LOCKOUT = 5;
const FIRST_LOCKOUT_SECONDS = 10 * 60;
const LONGEST_LOCKOUT_SECONDS = 24 * 60 * 60;
/** Failures older than this are forgotten, unless a lockout is still running. */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;
/** Keeps 2^n finite; the longest lockout is reached long before. */
const MAX_DOUBLINGS = 16;

/** A login attempt is counted against the username and against the caller's address. */
export function throttleKeys(username: string, clientIp: string): string[] {
  return [`user:${username.trim().toLowerCase()}`, `ip:${clientIp}`];
}

/** Lockout end for a failure count: 10 minutes at the 5th failure, doubling with each one after, capped. */
function lockedUntilSql(failures: string): string {
  const doublings = `least(${failures} - ${FAILURES_BEFORE_LOCKOUT}, ${MAX_DOUBLINGS})`;
  const seconds = `least(${FIRST_LOCKOUT_SECONDS} * power(2, ${doublings}), ${LONGEST_LOCKOUT_SECONDS})`;
  return `case when ${failures} >= ${FAILURES_BEFORE_LOCKOUT} then now() + ${seconds} * interval '1 second' end`;
}

const NEXT_FAILURES = `case
  when t.updated_at < now() - interval '${FORGET_AFTER_SECONDS} seconds'
    and (t.locked_until is null or t.locked_until <= now())
  then 1 else t.failures + 1 end`;

// One statement per failure, so concurrent attempts on other instances all count.
const RECORD_FAILURE_SQL = `
insert into login_throttles as t (key, failures, locked_until, updated_at)
select key, 1, ${lockedUntilSql('1')}, now() from unnest(array[?]::text[]) as key
on conflict (key) do update set
  failures = ${NEXT_FAILURES},
  locked_until = ${lockedUntilSql(NEXT_FAILURES)},
  updated_at = now()`;

/** Refuses the attempt, before any password check, while any of its keys is locked out. */
export async function refuseWhileLocked(em: EntityManager, keys: string[]): Promise<void> {
  const [row] = await em.execute<{ waitSeconds: number | null }[]>(
    `select ceil(extract(epoch from max(locked_until) - now()))::int as "waitSeconds"
       from login_throttles where key = any(array[?]::text[]) and locked_until > now()`,
    [keys],
  );
  if (row?.waitSeconds) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: tooManyLoginAttemptsMessage(row.waitSeconds),
    });
  }
}

export async function recordLoginFailure(em: EntityManager, keys: string[]): Promise<void> {
  await em.execute(RECORD_FAILURE_SQL, [keys]);
}

export async function clearLoginFailures(em: EntityManager, keys: string[]): Promise<void> {
  await em.execute('delete from login_throttles where key = any(array[?]::text[])', [keys]);
}
