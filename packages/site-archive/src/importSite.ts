import type pg from 'pg';
import type { ImportSummary } from '@studio/schemas';
import { AccountImport } from './accounts';
import { ArchiveInvalid, SiteNotEmpty } from './archiveErrors';
import { archiveConnection } from './archiveConnection';
import { archiveEndSchema, archiveHeaderSchema, type ArchiveHeader } from './archiveFormat';
import {
  ACCOUNT_SECRET_TABLES,
  appliedMigrations,
  describeSchema,
  SUBSCRIBERS,
  withoutSubscribers,
  type SchemaInfo,
  type TableInfo,
} from './databaseSchema';
import { base64Of, isRowLine, parseRowLine, textOf } from './rowLine';
import type { Cell } from './rows/columnText';
import { checkRow, checkRulesCover, rowLabel, type CheckedRow } from './rows/rowCheck';
import { StoredBytesCheck } from './rows/storedBytes';
import { keepSiteSubscribers, restoreSiteSubscribers } from './subscriberImport';
import { storeRefusal, TableWriter } from './tableWriter';

/** What makes a site non-empty: an import into one needs `replace`. */
const CONTENT_TABLES = ['apps', 'blog_posts', 'files'];
const USERS = 'users';

export interface ImportOptions {
  /** Overwrite a site that has content; without it such a site is refused (SiteNotEmpty). */
  replace?: boolean;
  /** Merge the archive's accounts into the site's (see AccountImport); without it they are left out. */
  accounts?: boolean;
  /**
   * Replace the site's mailing-list subscribers with the archive's (which must hold them); without it the
   * archive's are left out and the site keeps its own.
   */
  subscribers?: boolean;
  /** A NOTIFY channel told on commit, so every instance drops what it cached of the old content. */
  notifyChannel?: string;
  /** A NOTIFY channel told the id of every stored file the import replaces, so cached copies go too. */
  filesDeletedChannel?: string;
  /** Surrogate keys whose purge from the shared caches is queued on commit (cache_purges). */
  cachePurgeKeys?: readonly string[];
}

const DAMAGED = 'The archive is damaged: it is cut off or altered.';
const NO_SUBSCRIBERS =
  'The archive holds no subscribers: it was exported without them. Import it without subscribers, or export it again with them.';

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

/** Tables the site keeps whatever it imports: its accounts and their second factors. */
const isAccountTable = (name: string) => name === USERS || ACCOUNT_SECRET_TABLES.has(name);

/** Empties every archived table but the accounts' (the site keeps them), those that reference others first. */
async function emptyTables(
  client: pg.Client,
  tables: TableInfo[],
  filesDeletedChannel: string | undefined,
): Promise<void> {
  if (filesDeletedChannel) {
    await client.query('select pg_notify($1, id::text) from files', [filesDeletedChannel]);
  }
  for (const table of [...tables].reverse()) {
    if (!isAccountTable(table.name))
      await client.query(`delete from ${client.escapeIdentifier(table.name)}`);
  }
}

/** A row's values from its line: text cells parsed, binary cells left as base64 bytes. */
function rowCells(table: TableInfo, cells: Buffer[]): Cell[] {
  if (cells.length !== table.columns.length) throw new ArchiveInvalid(DAMAGED);
  return cells.map((cell, index) => (table.columns[index]!.binary ? base64Of(cell) : textOf(cell)));
}

/**
 * How a table's rows are written: users through the account import; the tables left out (checked, not written)
 * not at all; an account's second factors without their
 * own ids (the site's rows keep theirs), for the accounts the import adds only; other rows as they are, their user
 * ids changed to those of the accounts here.
 */
function rowWriter(
  client: pg.Client,
  table: TableInfo,
  userColumns: number[],
  accounts: AccountImport,
  leftOut: ReadonlySet<string>,
): { writer: TableWriter | null; add: (cells: Cell[], where: string) => Promise<void> } {
  if (table.name === USERS || leftOut.has(table.name)) return { writer: null, add: async () => {} };
  if (ACCOUNT_SECRET_TABLES.has(table.name)) {
    const userColumnNames = userColumns.map((position) => table.columns[position]!.name);
    const ownId = (name: string) =>
      table.primaryKey.includes(name) && !userColumnNames.includes(name);
    const kept = table.columns.map((column) => !ownId(column.name));
    const writer = new TableWriter(client, {
      ...table,
      columns: table.columns.filter((_column, index) => kept[index]),
      identityAlways: false,
    });
    return {
      writer,
      add: async (cells) => {
        const row = accounts.secretOfAddedAccount(cells, userColumns);
        if (row) await writer.add(row.filter((_cell, index) => kept[index]));
      },
    };
  }
  const writer = new TableWriter(client, table);
  return {
    writer,
    add: (cells, where) =>
      writer.add(userColumns.length ? accounts.withIdsHere(cells, userColumns, where) : cells),
  };
}

/** The bytes of stored files and variants, checked against their rows as they stream by. */
function checkBytes(bytes: StoredBytesCheck, table: string, row: CheckedRow, where: string) {
  if (table === 'files') bytes.file(row, where);
  else if (table === 'file_chunks') bytes.chunk(row, where);
  else if (table === 'file_variants') bytes.variant(row, where);
}

/**
 * Reads the rows and the closing counts, checking each row (see checkRow) before it is written, and writing
 * each table's rows in the archive's (dependency) order, but those of the tables left out. Answers the rows
 * read per table.
 */
async function writeRows(
  client: pg.Client,
  lines: AsyncIterator<Buffer>,
  schema: SchemaInfo,
  accounts: AccountImport,
  leftOut: ReadonlySet<string>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(
    schema.tables.map(({ name }) => [name, 0]),
  );
  const bytes = new StoredBytesCheck();
  let current = -1;
  let writing: ReturnType<typeof rowWriter> | null = null;
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    if (!isRowLine(next.value)) {
      const end = archiveEndSchema.safeParse(parseLine(next.value));
      if (!end.success || JSON.stringify(end.data.end) !== JSON.stringify(counts)) {
        throw new ArchiveInvalid(DAMAGED);
      }
      bytes.end();
      await writing?.writer?.flush();
      if (!(await lines.next()).done) throw new ArchiveInvalid(DAMAGED);
      return counts;
    }
    const line = parseRowLine(next.value);
    const index = schema.tables.findIndex(({ name }) => name === line.table);
    const table = schema.tables[index];
    if (!table || index < current) throw new ArchiveInvalid(DAMAGED);
    const cells = rowCells(table, line.cells);
    const number = counts[table.name]! + 1;
    const row = checkRow(table, cells, number);
    if (index !== current) {
      await writing?.writer?.flush();
      current = index;
      const referencing = schema.userReferences.get(table.name) ?? [];
      const userColumns = table.columns
        .map(({ name }, position) => (referencing.includes(name) ? position : -1))
        .filter((position) => position >= 0);
      writing = rowWriter(client, table, userColumns, accounts, leftOut);
    }
    const where = rowLabel(table, number, cells);
    checkBytes(bytes, table.name, row, where);
    if (table.name === USERS) await accounts.take(table, cells, row);
    await writing!.add(cells, where);
    counts[table.name] = number;
  }
  throw new ArchiveInvalid(DAMAGED);
}

/**
 * Imports a site archive in one transaction: the site's content becomes the archive's (ids, slugs, files and
 * activity alike), and sequences continue after the imported ids. Every row is checked against the rules the
 * API applies (see ROW_RULES) before it is written. The site keeps its own accounts and sessions; the
 * archive's accounts are merged only when asked (`accounts`). The site keeps its own subscribers too, unless
 * asked to take the archive's (`subscribers`). Anything wrong with the archive rolls everything back
 * (ArchiveInvalid, naming the table, row and field); a site with content needs `replace`.
 * The client must be a connection of its own.
 */
export async function importSite(
  client: pg.Client,
  archive: AsyncIterable<Buffer>,
  {
    replace = false,
    accounts = false,
    subscribers = false,
    notifyChannel,
    filesDeletedChannel,
    cachePurgeKeys,
  }: ImportOptions = {},
): Promise<ImportSummary> {
  const lines = archive[Symbol.asyncIterator]();
  const header = readHeader((await lines.next()).value as Buffer | undefined);
  await client.query('begin');
  try {
    const described = await describeSchema(client);
    const carriesSubscribers = header.tables.some(({ name }) => name === SUBSCRIBERS);
    const schema = carriesSubscribers ? described : withoutSubscribers(described);
    checkSameSchema(header, await appliedMigrations(client), schema);
    if (subscribers && !carriesSubscribers) throw new ArchiveInvalid(NO_SUBSCRIBERS);
    checkRulesCover(schema.tables);
    if (!replace && (await hasContent(client))) throw new SiteNotEmpty();
    const leftOut = new Set(subscribers ? [] : [SUBSCRIBERS]);
    if (!subscribers) await keepSiteSubscribers(client);
    await emptyTables(client, described.tables, filesDeletedChannel);
    const accountImport = new AccountImport(client, accounts);
    const counts = await writeRows(client, lines, schema, accountImport, leftOut);
    const subscribersTable = described.tables.find(({ name }) => name === SUBSCRIBERS);
    if (!subscribers && subscribersTable) await restoreSiteSubscribers(client, subscribersTable);
    await resetSequences(client, described.tables);
    if (notifyChannel) await client.query(`notify ${client.escapeIdentifier(notifyChannel)}`);
    if (cachePurgeKeys?.length) {
      await client.query('insert into cache_purges (keys) values ($1)', [cachePurgeKeys]);
    }
    await client.query('commit');
    const tables = Object.fromEntries(
      Object.entries(counts).filter(([name]) => !isAccountTable(name) && !leftOut.has(name)),
    );
    return {
      tables,
      accountsAdded: accountImport.added,
      accountsLeftOut: accountImport.leftOut,
      subscribersLeftOut: leftOut.has(SUBSCRIBERS) ? (counts[SUBSCRIBERS] ?? 0) : 0,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if (error instanceof ArchiveInvalid || error instanceof SiteNotEmpty) throw error;
    throw storeRefusal(error);
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
