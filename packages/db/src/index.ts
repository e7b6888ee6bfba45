export { ADVISORY_LOCKS } from './advisoryLocks';
export { queueCachePurge } from './cachePurges/queueCachePurge';
export { startSiteBuild } from './cachePurges/startSiteBuild';
export { isDatabaseUnavailable } from './databaseUnavailable';
export {
  ActivityEvent,
  App,
  AppPrivacyDeclaration,
  AppTranslation,
  AuthenticatorApp,
  BlogPost,
  BlogPostTranslation,
  CachePurge,
  Passkey,
  PasskeyChallenge,
  RecoveryCode,
  Release,
  ContentRevision,
  PreviewLink,
  Session,
  SiteBuild,
  SiteSetting,
  SlugRedirect,
  StoredFile,
  User,
} from './entities';
export {
  deleteStoredFiles,
  FILE_CHUNK_BYTES,
  FILES_DELETED_CHANNEL,
  fileUrl,
  findStoredFile,
  isFileId,
  readStoredFile,
  readWholeFile,
  storeFile,
  type StoredFileInfo,
} from './files/fileStore';
export {
  fileVariantOnce,
  findFileVariant,
  type StoredVariant,
  type VariantKey,
} from './files/fileVariants';
export { findImages } from './files/imageInfo';
export { migrateDatabase } from './migrateDatabase';
export { DATABASE_WAITS, openDatabase, openDatabaseForLongJobs, type Orm } from './orm';
