import pg from 'pg';

/** A statement of archive work that takes this long means a hung database, not a big site. */
const ARCHIVE_STATEMENT_MS = 60_000;

/**
 * A connection of its own for an export or import (outside the request pool, whose waits are cut short):
 * each statement is still bounded, so that a hung database ends the job rather than holding it forever.
 */
export async function archiveConnection(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString,
    statement_timeout: ARCHIVE_STATEMENT_MS,
    query_timeout: ARCHIVE_STATEMENT_MS + 5000,
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  return client;
}
