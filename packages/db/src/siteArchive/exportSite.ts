import type pg from 'pg';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveHeader } from './archiveFormat';
import { archiveConnection } from './archiveConnection';
import { appliedMigrations, describeSchema, type TableInfo } from './databaseSchema';

// Rows fetched at a time: few where a row may hold a file chunk (256 KB), so memory stays at a few MB.
const ROWS_PER_FETCH = 500;
const BINARY_ROWS_PER_FETCH = 8;

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

function selectRows(client: pg.Client, table: TableInfo): string {
  const values = table.columns.map(({ name, binary }) => {
    const column = client.escapeIdentifier(name);
    return binary ? `encode(${column}, 'base64')` : `${column}::text`;
  });
  const order = table.primaryKey.length
    ? table.primaryKey.map((name) => client.escapeIdentifier(name)).join(', ')
    : values.join(', ');
  return `select ${values.join(', ')} from ${client.escapeIdentifier(table.name)} order by ${order}`;
}

/**
 * The whole site as archive lines (see archiveFormat): every table of the schema but the ephemeral ones, each
 * after those it references, read from one consistent snapshot through a cursor, a few rows at a time.
 * The client must be a connection of its own; the generator holds a read-only transaction on it while it runs.
 */
export async function* exportSite(client: pg.Client): AsyncGenerator<string> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const schema = await describeSchema(client);
    const header: ArchiveHeader = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      exportedAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables: schema.tables.map(({ name, columns }) => ({ name, columns })),
    };
    yield line(header);
    const counts: Record<string, number> = {};
    for (const table of schema.tables) {
      const perFetch = table.columns.some((column) => column.binary)
        ? BINARY_ROWS_PER_FETCH
        : ROWS_PER_FETCH;
      await client.query(`declare archive_rows no scroll cursor for ${selectRows(client, table)}`);
      let count = 0;
      for (;;) {
        const { rows } = await client.query<string[]>({
          text: `fetch ${perFetch} from archive_rows`,
          rowMode: 'array',
        });
        if (!rows.length) break;
        for (const row of rows) yield line({ t: table.name, r: row });
        count += rows.length;
      }
      await client.query('close archive_rows');
      counts[table.name] = count;
    }
    yield line({ end: counts });
  } finally {
    await client.query('rollback');
  }
}

/** The archive lines of the database at this address, read on a connection that closes with them. */
export async function* exportDatabase(connectionString: string): AsyncGenerator<string> {
  const client = await archiveConnection(connectionString);
  try {
    yield* exportSite(client);
  } finally {
    await client.end();
  }
}
