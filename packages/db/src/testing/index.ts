export { emptyTables } from './emptyTables';
export {
  createTestDatabase,
  openTestDatabase,
  type OpenTestDatabase,
  type TestDatabase,
} from './openTestDatabase';
export { createTestApp, createTestPost, storeTestFile } from './testFiles';
export { useTestDatabase } from './useTestDatabase';
