import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileUsage } from '@studio/schemas';
import { findFileUsages, holdFileReferences } from './fileReferences';

/** NOTIFY channel: its payload is the id of a deleted file, so every instance drops its cached copies. */
export const FILES_DELETED_CHANNEL = 'studio_files_deleted';

/**
 * Deletes files with their chunks and variants, inside the caller's transaction; every instance hears of
 * each one once it commits.
 */
export async function deleteStoredFiles(tx: EntityManager, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute("delete from files where id = any(string_to_array(?, ',')::uuid[])", [
    ids.join(','),
  ]);
  await tx.execute(
    "select pg_notify(?, id::text) from unnest(string_to_array(?, ',')::uuid[]) as deleted(id)",
    [FILES_DELETED_CHANNEL, ids.join(',')],
  );
}

export type FileDeletion =
  | { outcome: 'deleted'; filename: string }
  | { outcome: 'in use'; usedBy: FileUsage[] }
  | { outcome: 'not found' };

/** Deletes one file unless something refers to it; the check and the deletion happen in one transaction. */
export function deleteFileIfUnused(em: EntityManager, id: string): Promise<FileDeletion> {
  return em.transactional(async (tx) => {
    await holdFileReferences(tx);
    const [file] = await tx.execute<{ filename: string }[]>(
      'select filename from files where id = ? for update',
      [id],
    );
    if (!file) return { outcome: 'not found' };
    const usedBy = (await findFileUsages(tx, [id])).get(id);
    if (usedBy) return { outcome: 'in use', usedBy };
    await deleteStoredFiles(tx, [id]);
    return { outcome: 'deleted', filename: file.filename };
  });
}
