import { z } from 'zod';

/**
 * A site archive is gzip-compressed JSON Lines: a header naming the schema, then one line per row, table after
 * table, then a line with the row counts, so that a cut-off archive is told from a complete one.
 *
 *   {"format":"studio-site-archive","version":1,"exportedAt":"...","migrations":[...],"tables":[...]}
 *   {"t":"apps","r":["1","Space Miner",...]}      values as PostgreSQL text (bytea as base64), or null
 *   {"end":{"apps":7,...}}
 */
export const ARCHIVE_FORMAT = 'studio-site-archive';
export const ARCHIVE_VERSION = 1;

const columnSchema = z.object({ name: z.string(), type: z.string(), binary: z.boolean() });

export const archiveHeaderSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string(), columns: z.array(columnSchema) })),
});
export type ArchiveHeader = z.infer<typeof archiveHeaderSchema>;

export const archiveRowSchema = z.object({
  t: z.string(),
  r: z.array(z.string().nullable()),
});

export const archiveEndSchema = z.object({ end: z.record(z.string(), z.number().int()) });

/** A name for a downloaded archive, e.g. studio-site-2026-11-23.jsonl.gz. */
export function archiveFilename(date = new Date()): string {
  return `studio-site-${date.toISOString().slice(0, 10)}.jsonl.gz`;
}
