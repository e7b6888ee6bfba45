import type { EntityManager } from '@mikro-orm/postgresql';
import { FILES_PATH, type FileUsage, type FileUserType } from '@studio/schemas';

/** A column that may hold the URL of an uploaded file (/api/files/{id}/...). */
export interface FileReferenceSource {
  /** What holds the reference, as the media library names it. */
  type: FileUserType;
  table: string;
  /** The columns that identify and name a row. */
  idColumn: string;
  nameColumn: string;
  /** The column with the URL, or with an array of entries that may be URLs ("video:file:" ones too). */
  column: string;
  array?: boolean;
  /** Where in the row the file is used, as the media library says it. */
  field: string;
}

/**
 * Every place that refers to uploaded files. The media library's usage, the 409 on deletion and the orphan
 * sweep all read this list: a new column that holds file URLs is one more entry.
 */
export const FILE_REFERENCE_SOURCES: readonly FileReferenceSource[] = [
  { type: 'app', table: 'apps', idColumn: 'id', nameColumn: 'name', column: 'icon', field: 'icon' },
  {
    type: 'app',
    table: 'apps',
    idColumn: 'id',
    nameColumn: 'name',
    column: 'screenshots',
    array: true,
    field: 'screenshots',
  },
  {
    type: 'post',
    table: 'blog_posts',
    idColumn: 'id',
    nameColumn: 'title',
    column: 'image',
    field: 'image',
  },
  // The share image; other settings hold no file URLs, and a false match only keeps a file.
  {
    type: 'setting',
    table: 'site_settings',
    idColumn: 'key',
    nameColumn: 'key',
    column: 'value',
    field: 'image',
  },
];

// A file id anywhere in the text, so that absolute URLs of the site count too: a false match only keeps a file.
const FILE_ID_IN_URL = `${FILES_PATH}([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})`;

function sourceSelect(source: FileReferenceSource): string {
  const { type, table, idColumn, nameColumn, column, field } = source;
  const from = source.array ? `${table}, unnest(${table}.${column}) as reference(url)` : table;
  const url = source.array ? 'reference.url' : `${table}.${column}`;
  return `select '${type}' as type, ${table}.${idColumn}::text as id, ${table}.${nameColumn}::text as name, '${field}' as field, ${url} as url from ${from}`;
}

/** SQL for a relation (file_id uuid, type, id, name, field): one row per reference to a file. */
export function fileReferencesSql(sources = FILE_REFERENCE_SOURCES): string {
  const references = sources.map(sourceSelect).join(' union all ');
  return `(select (regexp_match(url, '${FILE_ID_IN_URL}'))[1]::uuid as file_id, type, id, name, field
    from (${references}) as source where url ~ '${FILE_ID_IN_URL}')`;
}

/**
 * Keeps the referencing tables from changing until the transaction ends: a check that a file is unused
 * then stays true while it is deleted. Writers wait a moment; readers do not.
 */
export async function holdFileReferences(tx: EntityManager): Promise<void> {
  const tables = [...new Set(FILE_REFERENCE_SOURCES.map((source) => source.table))];
  await tx.execute(`lock table ${tables.join(', ')} in share mode`);
}

/** Where each of these files is used (all files when ids is absent); unused files have no entry. */
export async function findFileUsages(
  em: EntityManager,
  ids?: readonly string[],
): Promise<Map<string, FileUsage[]>> {
  const rows = await em.execute<(FileUsage & { file_id: string })[]>(
    `select distinct file_id, type, id, name, field from ${fileReferencesSql()} as refs
      ${ids ? "where file_id = any(string_to_array(?, ',')::uuid[])" : ''} order by type, name, field`,
    ids ? [ids.join(',')] : [],
  );
  const usages = new Map<string, FileUsage[]>();
  for (const { file_id, ...usage } of rows) {
    const list = usages.get(file_id) ?? [];
    list.push(usage);
    usages.set(file_id, list);
  }
  return usages;
}
