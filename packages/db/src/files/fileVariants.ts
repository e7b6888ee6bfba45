import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { ADVISORY_LOCKS } from '../advisoryLocks';

export interface VariantKey {
  fileId: string;
  width: number;
  mimetype: string;
}

export interface StoredVariant extends VariantKey {
  height: number;
  size: number;
  sha256: string;
  data: Buffer;
}

export interface MadeVariant {
  data: Buffer;
  height: number;
}

interface VariantRow {
  height: number;
  size: number;
  sha256: string;
  data: Buffer;
}

function knexOf(em: EntityManager): Knex {
  return em.getTransactionContext<Knex.Transaction>() ?? em.getKnex();
}

export async function findFileVariant(
  em: EntityManager,
  key: VariantKey,
): Promise<StoredVariant | null> {
  const { rows } = await knexOf(em).raw<{ rows: VariantRow[] }>(
    'select height, size, sha256, data from file_variants where file_id = ? and width = ? and mimetype = ?',
    [key.fileId, key.width, key.mimetype],
  );
  const row = rows[0];
  return row ? { ...key, ...row } : null;
}

/**
 * The stored variant, made by `make` only when no one has stored it yet. Callers on every instance take
 * turns under an advisory lock on the key, so the first makes and stores it and the others read it.
 * `make` reads through the transaction it is given, so one call holds one connection. `made` tells whether
 * this call made it. Null once the file is deleted: the file's row is held while the variant is made, so a
 * deletion waits for it, and a call that comes after the deletion finds no file.
 */
export async function fileVariantOnce(
  em: EntityManager,
  key: VariantKey,
  make: (tx: EntityManager) => Promise<MadeVariant>,
): Promise<{ variant: StoredVariant; made: boolean } | null> {
  const stored = await findFileVariant(em, key);
  if (stored) return { variant: stored, made: false };
  return em.transactional(async (tx) => {
    const knex = tx.getTransactionContext<Knex.Transaction>()!;
    await knex.raw('select pg_advisory_xact_lock(?, hashtext(?))', [
      ADVISORY_LOCKS.fileVariants,
      `${key.fileId}/${key.width}/${key.mimetype}`,
    ]);
    const { rows } = await knex.raw<{ rows: unknown[] }>(
      'select 1 from files where id = ? for key share',
      [key.fileId],
    );
    if (rows.length === 0) return null;
    const storedMeanwhile = await findFileVariant(tx, key);
    if (storedMeanwhile) return { variant: storedMeanwhile, made: false };
    const { data, height } = await make(tx);
    const sha256 = createHash('sha256').update(data).digest('hex');
    await knex.raw(
      'insert into file_variants (file_id, width, mimetype, height, size, sha256, data) values (?, ?, ?, ?, ?, ?, ?)',
      [key.fileId, key.width, key.mimetype, height, data.length, sha256, data],
    );
    return { variant: { ...key, height, size: data.length, sha256, data }, made: true };
  });
}
