import type { EntityManager } from '@mikro-orm/postgresql';
import { deleteStoredFiles } from '@studio/db';
import type { FileUsage } from '@studio/schemas';
import { findFileUsages, holdFileReferences } from './fileReferences';

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
