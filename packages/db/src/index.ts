export { ADVISORY_LOCKS } from './advisoryLocks';
export { isDatabaseUnavailable } from './databaseUnavailable';
export { ActivityEvent, App, BlogPost, Session, SiteSetting, User } from './entities';
export { deleteFileIfUnused, FILES_DELETED_CHANNEL, type FileDeletion } from './files/fileDeletion';
export { FILE_REFERENCE_SOURCES } from './files/fileReferences';
export {
  fileUrl,
  findStoredFile,
  isFileId,
  readStoredFile,
  readWholeFile,
  storeFile,
  type StoredFileInfo,
} from './files/fileStore';
export { sweepUnusedFiles, type SweepResult } from './files/fileSweep';
export {
  fileVariantOnce,
  findFileVariant,
  type StoredVariant,
  type VariantKey,
} from './files/fileVariants';
export { findImages } from './files/imageInfo';
export { listLibraryFiles } from './files/mediaLibrary';
export { findFreePort } from './freePort';
export { migrateDatabase } from './migrateDatabase';
export { DATABASE_WAITS, openDatabase, openDatabaseForLongJobs, type Orm } from './orm';
export { readOrCreateSecret } from './secretFile';
export { seedSampleContent } from './seed/seedSampleContent';
export { StartRefused } from './startRefused';
