export { ArchiveInvalid, SiteNotEmpty } from './archiveErrors';
export { archiveFilename } from './archiveFormat';
export { archiveLines } from './archiveLines';
export { EPHEMERAL_TABLES } from './databaseSchema';
export { exportDatabase, exportSite, type ExportOptions } from './exportSite';
export { importIntoDatabase, importSite, type ImportOptions } from './importSite';
