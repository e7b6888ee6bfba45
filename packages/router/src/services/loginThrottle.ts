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

// Counts an attempt against each key that is not locked out, in one statement. The upsert's row locks put
// concurrent attempts (on any instance) in line, so no more than five get past a key before its lockout.
// A key that is locked out is left as it is and returns no row.
const COUNT_ATTEMPT_SQL = `
insert into login_throttles as t (key, failures, locked_until, updated_at)
select key, 1, ${lockedUntilSql('1')}, now() from unnest(array[?]::text[]) as key
on conflict (key) do update set
  failures = ${NEXT_FAILURES},
  locked_until = ${lockedUntilSql(NEXT_FAILURES)},
  updated_at = now()
where t.locked_until is null or t.locked_until <= now()
returning key`;

/** Seconds until every lockout among these keys has run out; 0 when none is locked out. */
async function lockoutWait(em: EntityManager, keys: string[]): Promise<number> {
  const [row] = await em.execute<{ waitSeconds: number | null }[]>(
    `select ceil(extract(epoch from max(locked_until) - now()))::int as "waitSeconds"
       from login_throttles where key = any(array[?]::text[]) and locked_until > now()`,
    [keys],
  );
  return row?.waitSeconds ?? 0;
}

function tooManyAttempts(waitSeconds: number): TRPCError {
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: tooManyLoginAttemptsMessage(waitSeconds),
  });
}

/**
 * Counts a login attempt as a failure before its password is checked (a success clears the count), or refuses
 * it with 429 while any of its keys is locked out. Counting first keeps parallel attempts from all passing
 * the check before any of their failures is written.
 */
export async function countLoginAttempt(em: EntityManager, keys: string[]): Promise<void> {
  // Most refusals need no write.
  const wait = await lockoutWait(em, keys);
  if (wait > 0) throw tooManyAttempts(wait);
  const counted = await em.execute<{ key: string }[]>(COUNT_ATTEMPT_SQL, [keys]);
  // A parallel attempt locked a key out in the meantime.
  if (counted.length < keys.length) throw tooManyAttempts(await lockoutWait(em, keys));
}

export async function clearLoginFailures(em: EntityManager, keys: string[]): Promise<void> {
  await em.execute('delete from login_throttles where key = any(array[?]::text[])', [keys]);
}
