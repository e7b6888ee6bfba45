import type pg from 'pg';

/**
 * Tables that are not part of a site's content: sessions, login throttles and passkey ceremonies under way are
 * short-lived, the day's analytics salt is a secret that must never leave the database (the site keeps counting
 * with a new one), and the migrations table describes the schema (the archive names the migrations instead).
 * Every other table of the schema is archived, whoever added it.
 */
export const EPHEMERAL_TABLES = new Set([
  'sessions',
  'login_throttles',
  'passkey_challenges',
  'analytics_salts',
  // Preview links are secrets for a week, not content.
  'preview_links',
  // The outbox: messages on their way, not content; an archive that carried them would send them again.
  'mail_contents',
  'outbox_messages',
  // Purges owed to this site's shared caches, not content.
  'cache_purges',
  // Which build of the site started last: this installation's, not content.
  'site_build',
  'mikro_orm_migrations',
]);

/**
 * The mailing lists' addresses: personal data that goes into an archive, and comes out of one, only when asked
 * (`subscribers`). Without it an export leaves the table out, and an import keeps the site's own.
 */
export const SUBSCRIBERS = 'subscribers';

/** The schema without the subscribers, as an archive made without them describes it. */
export function withoutSubscribers(schema: SchemaInfo): SchemaInfo {
  return { ...schema, tables: schema.tables.filter(({ name }) => name !== SUBSCRIBERS) };
}

/**
 * Tables of what signs an account in besides its password (passkeys, authenticator apps, recovery codes): they
 * follow the accounts' rule. An import keeps the site's own, and brings the archive's only with the accounts
 * it adds (never for an account the site has), under ids of the site's own.
 */
export const ACCOUNT_SECRET_TABLES = new Set(['passkeys', 'authenticator_apps', 'recovery_codes']);

export interface ColumnInfo {
  name: string;
  /** The SQL type, e.g. "character varying(255)" or "text[]": values are cast to it on import. */
  type: string;
  /** bytea: archived as base64 rather than PostgreSQL's hex text. */
  binary: boolean;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  /** Whether an identity column refuses given values unless told otherwise (GENERATED ALWAYS). */
  identityAlways: boolean;
}

/** The archived tables, each after the tables its foreign keys point at. */
export interface SchemaInfo {
  tables: TableInfo[];
  /** Columns holding a user id (a single-column foreign key to users), per table. */
  userReferences: Map<string, string[]>;
}

async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c
       where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
         and not c.relispartition
       order by c.relname`,
  );
  return rows.map((row) => row.name).filter((name) => !EPHEMERAL_TABLES.has(name));
}

async function describeTable(client: pg.Client, name: string): Promise<TableInfo> {
  const relation = client.escapeIdentifier(name);
  const columns = await client.query<ColumnInfo & { identity: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.atttypid = 'bytea'::regtype as binary, a.attidentity as identity
       from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [relation],
  );
  const primaryKey = await client.query<{ name: string }>(
    `select a.attname as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`,
    [relation],
  );
  return {
    name,
    columns: columns.rows.map(({ name: column, type, binary }) => ({ name: column, type, binary })),
    primaryKey: primaryKey.rows.map((row) => row.name),
    identityAlways: columns.rows.some((column) => column.identity === 'a'),
  };
}

async function foreignKeys(
  client: pg.Client,
): Promise<Array<{ table: string; references: string; column: string | null }>> {
  const { rows } = await client.query<{ table: string; references: string; column: string | null }>(
    `select c.relname as table, r.relname as references,
            case when cardinality(k.conkey) = 1 then a.attname end as column
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class r on r.oid = k.confrelid
       left join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`,
  );
  return rows;
}

/** Orders tables so that each comes after those it references (ties by name); a reference cycle is refused. */
function inDependencyOrder(names: string[], edges: Array<{ table: string; references: string }>) {
  const waitingFor = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { table, references } of edges) {
    if (table !== references && waitingFor.has(table) && waitingFor.has(references)) {
      waitingFor.get(table)!.add(references);
    }
  }
  const ordered: string[] = [];
  while (waitingFor.size) {
    const ready = [...waitingFor].filter(([, needs]) => needs.size === 0).map(([name]) => name);
    if (!ready.length) throw new Error(`Foreign keys form a cycle among ${[...waitingFor.keys()]}`);
    for (const name of ready.sort()) {
      ordered.push(name);
      waitingFor.delete(name);
      for (const needs of waitingFor.values()) needs.delete(name);
    }
  }
  return ordered;
}

/** What the archive needs to know about the current schema, read from PostgreSQL's catalog. */
export async function describeSchema(client: pg.Client): Promise<SchemaInfo> {
  const names = await tableNames(client);
  const keys = await foreignKeys(client);
  // One query at a time: a pg client runs them in turn anyway.
  const tables: TableInfo[] = [];
  for (const name of inDependencyOrder(names, keys)) tables.push(await describeTable(client, name));
  const userReferences = new Map<string, string[]>();
  for (const { table, references, column } of keys) {
    if (references !== 'users' || !column || EPHEMERAL_TABLES.has(table)) continue;
    userReferences.set(table, [...(userReferences.get(table) ?? []), column]);
  }
  return { tables, userReferences };
}

/** The migrations applied to this database, oldest first: which version of the schema it has. */
export async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'select name from mikro_orm_migrations order by id',
  );
  return rows.map((row) => row.name);
}
