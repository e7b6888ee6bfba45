export { ADVISORY_LOCKS } from './advisoryLocks';
export { isDatabaseUnavailable } from './databaseUnavailable';
export { ActivityEvent, App, BlogPost, SiteSetting, User } from './entities';
export { fileUrl, findStoredFile, readStoredFile, storeFile } from './files/fileStore';
export { findFreePort } from './freePort';
export { migrateDatabase } from './migrateDatabase';
export { openDatabase, type Orm } from './orm';
export { readOrCreateSecret } from './secretFile';
export { seedSampleContent } from './seed/seedSampleContent';
