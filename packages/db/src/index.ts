export { ADVISORY_LOCKS } from './advisoryLocks';
export * from './entities';
export * from './files/fileStore';
export { migrateDatabase } from './migrateDatabase';
export { openDatabase, type Orm } from './orm';
export { readOrCreateSecret } from './secretFile';
export { seedSampleContent } from './seed/seedSampleContent';
export { findFreePort } from './freePort';
