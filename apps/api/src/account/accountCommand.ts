/**
 * `pnpm account reset-second-factors <username>`: for the operator, on the server, when an account's owner lost
 * every second factor (passkeys, authenticator app, recovery codes). Removes them all and ends the account's
 * sessions, so that its password alone signs in again; on the database the server would use (DATABASE_URL, else
 * the embedded PostgreSQL in DATA_DIR).
 */
import { DomainError } from '@studio/core';
import {
  resetSecondFactors,
  type SecondFactorsReset,
} from '@studio/core/services/accounts/signIn/resetSecondFactors';
import { openDatabase } from '@studio/db';
import { StartRefused } from '@studio/embedded-postgres';
import { withSiteDatabase } from '../commands/siteDatabase';

const USAGE = 'Usage: pnpm account reset-second-factors <username>';

function parseArguments(args: string[]): string {
  const [action, username, ...rest] = args;
  if (action !== 'reset-second-factors' || !username || rest.length) throw new StartRefused(USAGE);
  return username;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

function report({ username, passkeys, authenticatorApp, endedSessions }: SecondFactorsReset) {
  const removed = [
    count(passkeys, 'passkey'),
    authenticatorApp ? 'the authenticator app and its recovery codes' : 'no authenticator app',
  ];
  return `Removed the second factors of "${username}" (${removed.join(', ')}) and ended ${count(endedSessions, 'session')}: its password alone signs in again.`;
}

async function main(): Promise<void> {
  const username = parseArguments(process.argv.slice(2));
  const done = await withSiteDatabase(async (url) => {
    const orm = await openDatabase(url);
    try {
      return report(await resetSecondFactors(orm.em.fork(), username));
    } finally {
      await orm.close();
    }
  });
  console.log(done);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof StartRefused || error instanceof DomainError) {
      console.error(error.message);
    } else {
      console.error(`The reset failed: ${String(error)}`);
    }
    process.exit(1);
  },
);
