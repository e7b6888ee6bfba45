import type { EntityManager } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS, deleteStoredFiles } from '@studio/db';
import { fileReferencesSql, holdFileReferences } from './fileReferences';

export interface SweepResult {
  /** False when another instance was sweeping: this one did nothing. */
  ran: boolean;
  deleted: number;
}

/**
 * Deletes the files that nothing has referred to for longer than the grace period, and never one uploaded
 * within it (a form may be about to save it). Each sweep notes when it first finds a file unreferenced, and
 * forgets that once something refers to it again. One instance sweeps at a time; the others skip.
 */
export function sweepUnusedFiles(em: EntityManager, graceMinutes: number): Promise<SweepResult> {
  return em.transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>(
      'select pg_try_advisory_xact_lock(?) as locked',
      [ADVISORY_LOCKS.fileSweep],
    );
    if (!lock?.locked) return { ran: false, deleted: 0 };
    await holdFileReferences(tx);
    const referenced = `exists (select 1 from ${fileReferencesSql()} as refs where refs.file_id = files.id)`;
    await tx.execute(
      `update files set unreferenced_since = null where unreferenced_since is not null and ${referenced}`,
    );
    await tx.execute(
      `update files set unreferenced_since = now() where unreferenced_since is null and not ${referenced}`,
    );
    const expired = await tx.execute<{ id: string }[]>(
      `select id from files
        where unreferenced_since < now() - make_interval(mins => ?)
          and created_at < now() - make_interval(mins => ?)`,
      [graceMinutes, graceMinutes],
    );
    await deleteStoredFiles(
      tx,
      expired.map((file) => file.id),
    );
    return { ran: true, deleted: expired.length };
  });
}
