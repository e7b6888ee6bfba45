import { gunzipSync, gzipSync } from 'node:zlib';

/** An archived row with its values by column: PostgreSQL's text form (bytea as base64), or null. */
export interface ArchivedRow {
  table: string;
  values: Record<string, string | null>;
}

interface Header {
  tables: Array<{ name: string; columns: Array<{ name: string }> }>;
}

/**
 * A site archive (gzip-compressed, as exported) whose rows `change` altered, as someone with the file could;
 * the closing counts follow the rows, so the archive is whole.
 */
export function alteredArchive(
  archive: Buffer,
  change: (rows: ArchivedRow[]) => ArchivedRow[],
): Buffer {
  const [headerLine, ...lines] = gunzipSync(archive).toString().trimEnd().split('\n');
  const header = JSON.parse(headerLine!) as Header;
  const columns = new Map(header.tables.map(({ name, columns }) => [name, columns]));
  const rows = lines.slice(0, -1).map((line): ArchivedRow => {
    const { t, r } = JSON.parse(line) as { t: string; r: Array<string | null> };
    const names = columns.get(t)!.map(({ name }) => name);
    return { table: t, values: Object.fromEntries(names.map((name, index) => [name, r[index]!])) };
  });
  const changed = change(rows);
  const counts = Object.fromEntries(header.tables.map(({ name }) => [name, 0]));
  const rowLines = changed.map(({ table, values }) => {
    counts[table]! += 1;
    return JSON.stringify({ t: table, r: columns.get(table)!.map(({ name }) => values[name]) });
  });
  return gzipSync([headerLine, ...rowLines, JSON.stringify({ end: counts }), ''].join('\n'));
}

/** The same rows with one row of `table` (the first that `pick` takes) changed by `edit`. */
export function withRowChanged(
  table: string,
  pick: (values: ArchivedRow['values']) => boolean,
  edit: (values: ArchivedRow['values']) => ArchivedRow['values'],
): (rows: ArchivedRow[]) => ArchivedRow[] {
  const index = (rows: ArchivedRow[]) =>
    rows.findIndex((row) => row.table === table && pick(row.values));
  return (rows) => {
    const at = index(rows);
    if (at === -1) throw new Error(`No ${table} row to change`);
    return rows.map((row, position) =>
      position === at ? { table, values: edit(row.values) } : row,
    );
  };
}

/** The same rows with one more users row, after the archive's own. */
export function withUser(values: ArchivedRow['values']): (rows: ArchivedRow[]) => ArchivedRow[] {
  return (rows) => {
    const after = rows.findLastIndex((row) => row.table === 'users');
    return [...rows.slice(0, after + 1), { table: 'users', values }, ...rows.slice(after + 1)];
  };
}

const adminRow = (rows: ArchivedRow[]) =>
  rows.find((row) => row.table === 'users' && row.values.is_admin === 'true')!.values;

/** An admin of the archive's under another name: its password (the archive admin's) works for it. */
export function withAnotherAdmin(username: string, { sameId = false } = {}) {
  return (rows: ArchivedRow[]) => {
    const admin = adminRow(rows);
    return withUser({ ...admin, id: sameId ? admin.id! : '9999', username })(rows);
  };
}

/** An app whose deep links name an Android package with `androidSha256Fingerprints: null`. */
export const withNullFingerprints = withRowChanged(
  'apps',
  () => true,
  (values) => ({
    ...values,
    deep_links: JSON.stringify({
      appleTeamId: null,
      iosBundleId: null,
      androidPackage: 'com.example.app',
      androidSha256Fingerprints: null,
    }),
  }),
);

/** A stored file whose checksum ends in a newline (in place of its last digit). */
export const withNewlineInChecksum = withRowChanged(
  'files',
  () => true,
  (values) => ({ ...values, sha256: `${values.sha256!.slice(0, 63)}\n` }),
);

/**
 * The archive's first passkey copied to its admin under a new credential id: someone with the file giving the
 * site's admin a passkey of their own.
 */
export function withPasskeyGivenToAdmin(rows: ArchivedRow[]): ArchivedRow[] {
  const passkey = rows.find((row) => row.table === 'passkeys');
  if (!passkey) throw new Error('No passkey to copy');
  const given = {
    table: 'passkeys',
    values: {
      ...passkey.values,
      id: '9999',
      user_id: adminRow(rows).id!,
      credential_id: 'bWFsbG9yeXMtb3duLXBhc3NrZXk',
    },
  };
  const after = rows.lastIndexOf(passkey);
  return [...rows.slice(0, after + 1), given, ...rows.slice(after + 1)];
}
