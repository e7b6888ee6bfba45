import type { EntityManager } from '@mikro-orm/postgresql';
import { FILES_PATH, type FileUsage, type FileUserType } from '@studio/schemas';

/** Where rows may hold the URL of an uploaded file (/api/files/{id}/...), each part as SQL. */
export interface FileReferenceSource {
  /** What holds the reference, as the media library names it. */
  type: FileUserType;
  /** The table whose rows hold it: locked while a deletion checks that a file is unused. */
  table: string;
  /** The rows read, when the table alone does not name them (a translation: joined with its item). */
  rows?: string;
  /** The id and name of what holds the reference. */
  id: string;
  name: string;
  /** The URL, or an array of entries that may be URLs ("video:file:" ones too): a SQL array, or a JSON one. */
  url: string;
  array?: 'sql' | 'json';
  /** Where in the row the file is used, as the media library says it. */
  field: string;
  /** The language of a translation's use, said after the field: "image (de)". */
  locale?: string;
}

/**
 * Every place that refers to uploaded files. The media library's usage, the 409 on deletion and the orphan
 * sweep all read this list: a new column that holds file URLs is one more entry.
 */
export const FILE_REFERENCE_SOURCES: readonly FileReferenceSource[] = [
  { type: 'app', table: 'apps', id: 'apps.id', name: 'apps.name', url: 'apps.icon', field: 'icon' },
  {
    type: 'app',
    table: 'apps',
    id: 'apps.id',
    name: 'apps.name',
    url: 'apps.screenshots',
    array: 'sql',
    field: 'screenshots',
  },
  // An app's screenshots in another language.
  {
    type: 'app',
    table: 'app_translations',
    rows: 'app_translations join apps on apps.id = app_translations.app_id',
    id: 'apps.id',
    name: 'apps.name',
    url: "app_translations.fields->'screenshots'",
    array: 'json',
    field: 'screenshots',
    locale: 'app_translations.locale',
  },
  {
    type: 'post',
    table: 'blog_posts',
    id: 'blog_posts.id',
    name: 'blog_posts.title',
    url: 'blog_posts.image',
    field: 'image',
  },
  // A post's image in another language: a file uploaded for it alone must not be swept.
  {
    type: 'post',
    table: 'blog_post_translations',
    rows: 'blog_post_translations join blog_posts on blog_posts.id = blog_post_translations.post_id',
    id: 'blog_posts.id',
    name: 'blog_posts.title',
    url: "blog_post_translations.fields->>'image'",
    field: 'image',
    locale: 'blog_post_translations.locale',
  },
  // The share image; other settings hold no file URLs, and a false match only keeps a file.
  {
    type: 'setting',
    table: 'site_settings',
    id: 'site_settings.key',
    name: 'site_settings.key',
    url: 'site_settings.value',
    field: 'image',
  },
];

// A file id anywhere in the text, so that absolute URLs of the site count too: a false match only keeps a file.
const FILE_ID_IN_URL = `${FILES_PATH}([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})`;

function sourceSelect(source: FileReferenceSource): string {
  const { type, table, rows = table, id, name, url, array, field, locale } = source;
  const elements = array === 'json' ? 'jsonb_array_elements_text' : 'unnest';
  const from = array ? `${rows}, ${elements}(${url}) as reference(url)` : rows;
  const usedAt = locale ? `'${field} (' || ${locale} || ')'` : `'${field}'`;
  return `select '${type}' as type, ${id}::text as id, ${name}::text as name, ${usedAt} as field, ${array ? 'reference.url' : url} as url from ${from}`;
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
