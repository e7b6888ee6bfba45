export { createTestDatabase, type TestDatabase } from './createTestDatabase';
export { openTestDatabase, type OpenTestDatabase } from './openTestDatabase';
export { createTestApp, createTestPost, storeTestFile } from './testFiles';
