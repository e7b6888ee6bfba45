/**
 * `pnpm content export <file> [--with-subscribers]` and `pnpm content import <file> [--replace]
 * [--with-accounts] [--with-subscribers]`: the whole site to or from one archive, on the database the server
 * would use (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR, the running site's own when it runs). The
 * migrations run first, as at the server's start: an import can fill a new, empty database. An import adds the
 * archive's accounts only with --with-accounts; subscribers go into an archive, and come out of one, only with
 * --with-subscribers.
 */
import { FILES_DELETED_CHANNEL } from '@studio/db';
import { SURROGATE_KEYS } from '@studio/schemas';
import { StartRefused } from '@studio/embedded-postgres';
import type { ImportSummary } from '@studio/schemas';
import {
  ArchiveInvalid,
  archiveLines,
  exportDatabase,
  importIntoDatabase,
  SiteNotEmpty,
} from '@studio/site-archive';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { CONTENT_CHANGED_CHANNEL } from '../cache/contentChangeListener';
import { withSiteDatabase } from '../commands/siteDatabase';
import { invocationDirectory } from '../config/repositoryRoot';

const USAGE =
  'Usage: pnpm content export <file> [--with-subscribers] | pnpm content import <file> [--replace] [--with-accounts] [--with-subscribers]';
const EXPORT_FLAGS = ['--with-subscribers'];
const IMPORT_FLAGS = ['--replace', '--with-accounts', '--with-subscribers'];

interface Command {
  action: 'export' | 'import';
  file: string;
  replace: boolean;
  withAccounts: boolean;
  withSubscribers: boolean;
}

function parseArguments(args: string[]): Command {
  const [action, file, ...flags] = args;
  if ((action !== 'export' && action !== 'import') || !file) throw new StartRefused(USAGE);
  const allowed = action === 'import' ? IMPORT_FLAGS : EXPORT_FLAGS;
  if (flags.some((flag) => !allowed.includes(flag))) throw new StartRefused(USAGE);
  return {
    action,
    file: resolve(invocationDirectory(), file),
    replace: flags.includes('--replace'),
    withAccounts: flags.includes('--with-accounts'),
    withSubscribers: flags.includes('--with-subscribers'),
  };
}

const totalRows = (tables: Record<string, number>) =>
  Object.values(tables).reduce((sum, count) => sum + count, 0);

async function exportTo(url: string, { file, withSubscribers }: Command): Promise<string> {
  // Written under another name first, so that a failed export leaves no file that looks whole.
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.from(exportDatabase(url, { subscribers: withSubscribers })),
      createGzip(),
      createWriteStream(partial),
    );
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return `Exported the site to ${file}`;
}

/** What an import did, one line each: the rows, then the accounts added or left out, the subscribers left out. */
function importReport(
  file: string,
  { tables, accountsAdded, accountsLeftOut, subscribersLeftOut }: ImportSummary,
) {
  const lines = [
    `Imported ${totalRows(tables)} rows into ${Object.keys(tables).length} tables from ${file}`,
  ];
  if (accountsAdded.length) {
    const names = accountsAdded.map(({ username, isAdmin }) =>
      isAdmin ? `${username} (admin)` : username,
    );
    lines.push(`Added accounts: ${names.join(', ')}`);
  }
  if (accountsLeftOut) {
    lines.push(
      `Left out the archive's ${accountsLeftOut} account${accountsLeftOut === 1 ? '' : 's'} this site does not have; add --with-accounts to import them`,
    );
  }
  if (subscribersLeftOut) {
    lines.push(
      `Left out the archive's ${subscribersLeftOut} subscriber${subscribersLeftOut === 1 ? '' : 's'} and kept this site's; add --with-subscribers to take the archive's`,
    );
  }
  return lines.join('\n');
}

async function importFrom(url: string, command: Command): Promise<string> {
  const imported = await importIntoDatabase(url, archiveLines(createReadStream(command.file)), {
    replace: command.replace,
    accounts: command.withAccounts,
    subscribers: command.withSubscribers,
    notifyChannel: CONTENT_CHANGED_CHANNEL,
    filesDeletedChannel: FILES_DELETED_CHANNEL,
    // Every answer may have changed: the shared caches drop them all (a running site delivers it).
    cachePurgeKeys: [SURROGATE_KEYS.site],
  });
  return importReport(command.file, imported);
}

async function main(): Promise<void> {
  const command = parseArguments(process.argv.slice(2));
  const done = await withSiteDatabase((url) =>
    command.action === 'export' ? exportTo(url, command) : importFrom(url, command),
  );
  console.log(done);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof SiteNotEmpty) {
      console.error('The site already has content: add --replace to overwrite it.');
    } else if (error instanceof StartRefused || error instanceof ArchiveInvalid) {
      console.error(error.message);
    } else if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`No such file: ${(error as NodeJS.ErrnoException).path}`);
    } else {
      console.error(`The ${process.argv[2]} failed: ${String(error)}`);
    }
    process.exit(1);
  },
);
