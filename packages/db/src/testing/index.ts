export { createTestDatabase, type TestDatabase } from './createTestDatabase';
export { openTestDatabase, type OpenTestDatabase } from './openTestDatabase';
