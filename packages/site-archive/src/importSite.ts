import type pg from 'pg';
import { isDatabaseUnavailable } from '@studio/db';
import { ArchiveInvalid, SiteNotEmpty } from './archiveErrors';
import { archiveConnection } from './archiveConnection';
import { archiveEndSchema, archiveHeaderSchema, type ArchiveHeader } from './archiveFormat';
import { base64Of, isRowLine, parseRowLine, textOf } from './rowLine';
import {
  appliedMigrations,
  describeSchema,
  type SchemaInfo,
  type TableInfo,
} from './databaseSchema';

/** What makes a site non-empty: an import into one needs `replace`. */
const CONTENT_TABLES = ['apps', 'blog_posts', 'files'];
const USERS = 'users';

// One INSERT takes this many rows at most, and about this many bytes of values.
const BATCH_ROWS = 200;
const BATCH_BYTES = 1024 * 1024;

export interface ImportOptions {
  /** Overwrite a site that has content; without it such a site is refused (SiteNotEmpty). */
  replace?: boolean;
  /** A NOTIFY channel told on commit, so every instance drops what it cached of the old content. */
  notifyChannel?: string;
  /** A NOTIFY channel told the id of every stored file the import replaces, so cached copies go too. */
  filesDeletedChannel?: string;
}

export type ImportSummary = Record<string, number>;

const DAMAGED = 'The archive is damaged: it is cut off or altered.';

function parseLine(line: Buffer): unknown {
  try {
    return JSON.parse(line.toString('utf8'));
  } catch {
    throw new ArchiveInvalid(DAMAGED);
  }
}

function readHeader(line: Buffer | undefined): ArchiveHeader {
  const parsed = archiveHeaderSchema.safeParse(line === undefined ? null : parseLine(line));
  if (!parsed.success) throw new ArchiveInvalid('The file is not a site archive.');
  return parsed.data;
}

/** The archive must describe exactly this database's schema: same migrations, same tables and columns. */
function checkSameSchema(header: ArchiveHeader, migrations: string[], schema: SchemaInfo): void {
  const describe = (tables: Array<Pick<TableInfo, 'name' | 'columns'>>) =>
    JSON.stringify(tables.map(({ name, columns }) => ({ name, columns })));
  if (
    JSON.stringify(header.migrations) !== JSON.stringify(migrations) ||
    describe(header.tables) !== describe(schema.tables)
  ) {
    throw new ArchiveInvalid(
      'The archive was made by another version of the site (its database schema differs). Import it into the version that exported it.',
    );
  }
}

/** A row's values: text, or base64 bytes for binary columns (sent as they are, decoded by PostgreSQL). */
type RowValues = Array<string | Buffer | null>;

/** Inserts a table's rows a batch at a time, each value cast from its text (bytea from base64). */
class TableWriter {
  private rows: RowValues[] = [];
  private bytes = 0;
  private readonly rowsPerInsert: number;

  constructor(
    private readonly client: pg.Client,
    private readonly table: TableInfo,
  ) {
    this.rowsPerInsert = Math.min(BATCH_ROWS, Math.floor(65_535 / table.columns.length));
  }

  async add(row: RowValues): Promise<void> {
    this.rows.push(row);
    this.bytes += row.reduce((sum, cell) => sum + (cell?.length ?? 0), 0);
    if (this.rows.length >= this.rowsPerInsert || this.bytes >= BATCH_BYTES) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.rows.length) return;
    const { client, table } = this;
    const width = table.columns.length;
    const tuples = this.rows.map((_row, index) => {
      const values = table.columns.map(({ type, binary }, column) => {
        const parameter = `$${index * width + column + 1}`;
        return binary ? `decode(${parameter}, 'base64')` : `${parameter}::${type}`;
      });
      return `(${values.join(', ')})`;
    });
    const columns = table.columns.map(({ name }) => client.escapeIdentifier(name)).join(', ');
    const overriding = table.identityAlways ? ' overriding system value' : '';
    await client.query(
      `insert into ${client.escapeIdentifier(table.name)} (${columns})${overriding} values ${tuples.join(', ')}`,
      this.rows.flat(),
    );
    this.rows = [];
    this.bytes = 0;
  }
}

/**
 * Merges an archived account by username: an account of that name (whatever its case) stays as it is, password
 * included; another is added, under its archived id when that id is free. Answers the id it has here.
 */
async function mergeUser(client: pg.Client, table: TableInfo, row: RowValues): Promise<string> {
  const column = (name: string) => table.columns.findIndex((info) => info.name === name);
  const username = row[column('username')];
  const existing = await client.query<{ id: string }>(
    'select id::text as id from users where lower(username) = lower($1)',
    [username],
  );
  if (existing.rows[0]) return existing.rows[0].id;
  const idTaken = await client.query('select 1 from users where id = $1::int', [row[column('id')]]);
  const keep = table.columns
    .map((info, index) => ({ info, index }))
    .filter(({ info }) => !(idTaken.rowCount && info.name === 'id'));
  const names = keep.map(({ info }) => client.escapeIdentifier(info.name)).join(', ');
  const values = keep.map(({ info }, position) => `$${position + 1}::${info.type}`).join(', ');
  const inserted = await client.query<{ id: string }>(
    `insert into users (${names}) values (${values}) returning id::text as id`,
    keep.map(({ index }) => row[index]),
  );
  return inserted.rows[0]!.id;
}

/** The user ids of a row, changed to the ids their accounts have here. */
function withUserIds(row: RowValues, positions: number[], userIds: Map<string, string>): RowValues {
  if (!positions.length) return row;
  const copy = [...row];
  for (const position of positions) {
    const archived = copy[position];
    if (archived === null || archived === undefined) continue;
    if (typeof archived !== 'string') throw new ArchiveInvalid(DAMAGED);
    const here = userIds.get(archived);
    if (here === undefined) throw new ArchiveInvalid(DAMAGED);
    copy[position] = here;
  }
  return copy;
}

async function resetSequences(client: pg.Client, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    for (const { name } of table.columns) {
      const { rows } = await client.query<{ sequence: string | null }>(
        'select pg_get_serial_sequence($1, $2) as sequence',
        [client.escapeIdentifier(table.name), name],
      );
      const sequence = rows[0]?.sequence;
      if (!sequence) continue;
      await client.query(
        `select setval($1, coalesce((select max(${client.escapeIdentifier(name)}) from ${client.escapeIdentifier(table.name)}), 0) + 1, false)`,
        [sequence],
      );
    }
  }
}

async function hasContent(client: pg.Client): Promise<boolean> {
  const checks = CONTENT_TABLES.map(
    (table) => `exists (select 1 from ${client.escapeIdentifier(table)})`,
  );
  const { rows } = await client.query<{ found: boolean }>(`select ${checks.join(' or ')} as found`);
  return rows[0]!.found;
}

/** Empties every archived table but users (accounts are merged), those that reference others first. */
async function emptyTables(
  client: pg.Client,
  tables: TableInfo[],
  filesDeletedChannel: string | undefined,
): Promise<void> {
  if (filesDeletedChannel) {
    await client.query('select pg_notify($1, id::text) from files', [filesDeletedChannel]);
  }
  for (const table of [...tables].reverse()) {
    if (table.name !== USERS)
      await client.query(`delete from ${client.escapeIdentifier(table.name)}`);
  }
}

/** A row's values from its line: text cells parsed, binary cells left as base64 bytes. */
function rowValues(table: TableInfo, cells: Buffer[]): RowValues {
  if (cells.length !== table.columns.length) throw new ArchiveInvalid(DAMAGED);
  return cells.map((cell, index) => (table.columns[index]!.binary ? base64Of(cell) : textOf(cell)));
}

/** Reads the rows and the closing counts, writing each table's rows in the archive's (dependency) order. */
async function writeRows(
  client: pg.Client,
  lines: AsyncIterator<Buffer>,
  schema: SchemaInfo,
): Promise<ImportSummary> {
  const counts: ImportSummary = Object.fromEntries(schema.tables.map(({ name }) => [name, 0]));
  const userIds = new Map<string, string>();
  let current = -1;
  let writer: TableWriter | null = null;
  let userColumns: number[] = [];
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    if (!isRowLine(next.value)) {
      const end = archiveEndSchema.safeParse(parseLine(next.value));
      if (!end.success || JSON.stringify(end.data.end) !== JSON.stringify(counts)) {
        throw new ArchiveInvalid(DAMAGED);
      }
      await writer?.flush();
      if (!(await lines.next()).done) throw new ArchiveInvalid(DAMAGED);
      return counts;
    }
    const line = parseRowLine(next.value);
    const index = schema.tables.findIndex(({ name }) => name === line.table);
    const table = schema.tables[index];
    if (!table || index < current) throw new ArchiveInvalid(DAMAGED);
    const values = rowValues(table, line.cells);
    if (index !== current) {
      await writer?.flush();
      current = index;
      writer = table.name === USERS ? null : new TableWriter(client, table);
      const referencing = schema.userReferences.get(table.name) ?? [];
      userColumns = table.columns
        .map(({ name }, position) => (referencing.includes(name) ? position : -1))
        .filter((position) => position >= 0);
    }
    if (table.name === USERS) {
      const id = values[table.columns.findIndex(({ name }) => name === 'id')];
      userIds.set(String(id), await mergeUser(client, table, values));
    } else {
      await writer!.add(withUserIds(values, userColumns, userIds));
    }
    counts[table.name]! += 1;
  }
  throw new ArchiveInvalid(DAMAGED);
}

/**
 * Imports a site archive in one transaction: the site's content becomes the archive's (ids, slugs, files and
 * activity alike), accounts are merged by username, and sequences continue after the imported ids. Anything
 * wrong with the archive rolls everything back (ArchiveInvalid); a site with content needs `replace`.
 * The client must be a connection of its own.
 */
export async function importSite(
  client: pg.Client,
  archive: AsyncIterable<Buffer>,
  { replace = false, notifyChannel, filesDeletedChannel }: ImportOptions = {},
): Promise<ImportSummary> {
  const lines = archive[Symbol.asyncIterator]();
  const header = readHeader((await lines.next()).value as Buffer | undefined);
  await client.query('begin');
  try {
    const schema = await describeSchema(client);
    checkSameSchema(header, await appliedMigrations(client), schema);
    if (!replace && (await hasContent(client))) throw new SiteNotEmpty();
    await emptyTables(client, schema.tables, filesDeletedChannel);
    const counts = await writeRows(client, lines, schema);
    await resetSequences(client, schema.tables);
    if (notifyChannel) await client.query(`notify ${client.escapeIdentifier(notifyChannel)}`);
    await client.query('commit');
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if (error instanceof ArchiveInvalid || error instanceof SiteNotEmpty) throw error;
    if (isDatabaseUnavailable(error) || typeof (error as { code?: unknown }).code !== 'string') {
      throw error;
    }
    // PostgreSQL refused a value or a row: the archive holds something this site cannot take.
    throw new ArchiveInvalid(`The archive could not be imported: ${(error as Error).message}`);
  } finally {
    await lines.return?.();
  }
}

/** importSite into the database at this address, on a connection of its own. */
export async function importIntoDatabase(
  connectionString: string,
  archive: AsyncIterable<Buffer>,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const client = await archiveConnection(connectionString);
  try {
    return await importSite(client, archive, options);
  } finally {
    await client.end();
  }
}
