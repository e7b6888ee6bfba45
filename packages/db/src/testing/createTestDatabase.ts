import { randomBytes } from 'node:crypto';
import { withConnection } from '@studio/embedded-postgres';
import { databaseUrl } from './testDatabaseUrl';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  await withConnection(serverUrl, (admin) => admin.query(sql));
}

/** A fresh, migrated database of its own for one test file; needs the environment that with-test-database sets. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!serverUrl || !template) {
    throw new Error(
      'Run the tests through with-test-database (pnpm test), which provides the PostgreSQL server.',
    );
  }
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}" template "${template}"`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
