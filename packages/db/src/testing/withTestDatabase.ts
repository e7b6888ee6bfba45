/**
 * Usage: with-test-database <command> [args...]
 * Starts a throwaway embedded PostgreSQL (or uses the server in TEST_DATABASE_URL), creates a migrated
 * template database in it, then runs the command with TEST_DATABASE_URL and TEST_TEMPLATE_DATABASE set,
 * so each test file can copy the template in milliseconds. Exits with the command's exit code.
 */
import { spawn } from 'node:child_process';
import { startTemporaryPostgres, withConnection } from '@studio/embedded-postgres';
import { migrateDatabase } from '../migrateDatabase';
import { openDatabase } from '../orm';
import { TEMPLATE_DATABASE, databaseUrl } from './testDatabaseUrl';

async function prepareTemplate(serverUrl: string): Promise<void> {
  await withConnection(serverUrl, async (admin) => {
    await admin.query(`drop database if exists "${TEMPLATE_DATABASE}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DATABASE}"`);
  });
  const orm = await openDatabase(databaseUrl(serverUrl, TEMPLATE_DATABASE));
  try {
    await migrateDatabase(orm);
  } finally {
    await orm.close();
  }
}

function run(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env, shell: false });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const command = process.argv.slice(2);
if (!command.length) {
  console.error('Usage: with-test-database <command> [args...]');
  process.exit(2);
}

const external = process.env.TEST_DATABASE_URL;
const server = external ? null : await startTemporaryPostgres();
const serverUrl = external ?? server!.url;
let exitCode = 1;
try {
  await prepareTemplate(serverUrl);
  exitCode = await run(command, {
    ...process.env,
    TEST_DATABASE_URL: serverUrl,
    TEST_TEMPLATE_DATABASE: TEMPLATE_DATABASE,
  });
} finally {
  await server?.stop();
}
process.exit(exitCode);
