import type pg from 'pg';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveHeader } from './archiveFormat';
import { archiveConnection } from './archiveConnection';
import {
  appliedMigrations,
  describeSchema,
  withoutSubscribers,
  type TableInfo,
} from './databaseSchema';

export interface ExportOptions {
  /** Take the mailing lists' subscribers too (personal data: left out unless asked). */
  subscribers?: boolean;
}

// Rows fetched at a time: few where a row may hold a file chunk (256 KB), so memory stays at a few MB.
const ROWS_PER_FETCH = 500;
const BINARY_ROWS_PER_FETCH = 8;
// Bytes encoded to base64 at a time: a multiple of 3, so that the pieces join into one base64 text, and small
// enough that no large string is made for a whole file chunk.
const BASE64_PIECE_BYTES = 3 * 16 * 1024;

const line = (value: unknown) => Buffer.from(`${JSON.stringify(value)}\n`);
const QUOTE = Buffer.from('"');

function base64Pieces(bytes: Buffer): Buffer[] {
  const pieces: Buffer[] = [QUOTE];
  for (let start = 0; start < bytes.length; start += BASE64_PIECE_BYTES) {
    const piece = bytes.subarray(start, start + BASE64_PIECE_BYTES).toString('base64');
    pieces.push(Buffer.from(piece, 'latin1'));
  }
  pieces.push(QUOTE);
  return pieces;
}

/** One row line, {"t": table, "r": [...]}, with binary values written in base64 piece by piece. */
function rowLine(table: string, row: Array<string | Buffer | null>): Buffer {
  const pieces: Buffer[] = [Buffer.from(`{"t":${JSON.stringify(table)},"r":[`)];
  row.forEach((cell, index) => {
    if (index > 0) pieces.push(Buffer.from(','));
    if (Buffer.isBuffer(cell)) pieces.push(...base64Pieces(cell));
    else pieces.push(Buffer.from(JSON.stringify(cell)));
  });
  pieces.push(Buffer.from(']}\n'));
  return Buffer.concat(pieces);
}

/** The rows of a table, in primary key order: text values as PostgreSQL writes them, binary ones as bytes. */
function selectRows(client: pg.Client, table: TableInfo): string {
  const values = table.columns.map(({ name, binary }) => {
    const column = client.escapeIdentifier(name);
    return binary ? column : `${column}::text`;
  });
  const relation = client.escapeIdentifier(table.name);
  // Qualified, so that the key sorts as itself and not as the text of the output column of the same name.
  const order = table.primaryKey.length
    ? table.primaryKey.map((name) => `${relation}.${client.escapeIdentifier(name)}`).join(', ')
    : values.join(', ');
  return `select ${values.join(', ')} from ${relation} order by ${order}`;
}

/**
 * The whole site as archive lines (see archiveFormat): every table of the schema but the ephemeral ones (and
 * the subscribers unless asked), each after those it references, read from one consistent snapshot through a
 * cursor, a few rows at a time. The client must be a connection of its own; the generator holds a read-only
 * transaction on it while it runs.
 */
export async function* exportSite(
  client: pg.Client,
  { subscribers = false }: ExportOptions = {},
): AsyncGenerator<Buffer> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const described = await describeSchema(client);
    const schema = subscribers ? described : withoutSubscribers(described);
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
      // In binary, bytea arrives as bytes; the other columns are cast to text, which stays text. (pg takes
      // `binary`; its types do not list it.)
      const fetch: pg.QueryArrayConfig & { binary: boolean } = {
        text: `fetch ${perFetch} from archive_rows`,
        rowMode: 'array',
        binary: true,
      };
      let count = 0;
      for (;;) {
        const { rows } = await client.query<Array<string | Buffer | null>>(fetch);
        if (!rows.length) break;
        for (const row of rows) yield rowLine(table.name, row);
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
export async function* exportDatabase(
  connectionString: string,
  options: ExportOptions = {},
): AsyncGenerator<Buffer> {
  const client = await archiveConnection(connectionString);
  try {
    yield* exportSite(client, options);
  } finally {
    await client.end();
  }
}
