import { emptyTables } from './emptyTables';
import { createTestApp, storeTestFile } from './testFiles';
import { useTestDatabase } from './useTestDatabase';

const database = useTestDatabase();

async function rowsPerTable(): Promise<Record<string, number>> {
  const { orm } = database();
  const counts: Record<string, number> = {};
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    const [row] = await orm.em.execute<{ n: number }[]>(
      `select count(*)::int as n from "${meta.tableName}"`,
    );
    counts[meta.tableName] = row!.n;
  }
  return counts;
}

describe('emptyTables', () => {
  it('empties the table of every entity, stored files and their chunks included', async () => {
    const em = database().orm.em.fork();
    const file = await storeTestFile(em);
    await createTestApp(em, 'emptied', { icon: `/api/files/${file.id}/shot.png` });
    const before = await rowsPerTable();
    expect(before).toMatchObject({ apps: 1, files: 1, file_chunks: 1 });

    await emptyTables(database().orm);
    const after = await rowsPerTable();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
  });
});
