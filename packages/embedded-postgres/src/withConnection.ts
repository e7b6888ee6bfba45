import pg from 'pg';

/**
 * Runs work on one connection of its own, outside MikroORM's pool, and closes it afterwards: for what a
 * pooled connection must not do, e.g. create or drop databases, or hold a session-level lock.
 */
export async function withConnection<T>(
  connectionString: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
