export * from './entities';
export * from './files/fileStore';
export { migrateDatabase } from './migrateDatabase';
export { openDatabase, ormOptions, type Orm } from './orm';
export { readOrCreateSecret } from './secretFile';
export { seedSampleContent } from './seed/seedSampleContent';
export { findFreePort } from './freePort';
