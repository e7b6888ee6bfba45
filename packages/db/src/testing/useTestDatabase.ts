import { emptyTables } from './emptyTables';
import { openTestDatabase, type OpenTestDatabase } from './openTestDatabase';

/**
 * Gives the calling test file a migrated database of its own, opened before its tests and dropped after them;
 * with `emptyBeforeEach`, every entity's table is emptied before each test. Answers a getter: the database
 * exists once beforeAll has run.
 */
export function useTestDatabase({ emptyBeforeEach = false } = {}): () => OpenTestDatabase {
  let database: OpenTestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());
  if (emptyBeforeEach) beforeEach(() => emptyTables(database!.orm));
  return () => database!;
}
