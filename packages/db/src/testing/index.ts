export { createTestDatabase, type TestDatabase } from './createTestDatabase';
