import type { Orm } from '../orm';

/** Empties the table of every entity, files and sessions included, and restarts their ids. */
export async function emptyTables(orm: Orm): Promise<void> {
  const tables = Object.values(orm.getMetadata().getAll())
    .filter((meta) => meta.tableName && !meta.embeddable && !meta.virtual)
    .map((meta) => `"${meta.tableName}"`);
  await orm.em.execute(`truncate ${tables.join(', ')} restart identity cascade`);
}
