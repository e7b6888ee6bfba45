export {
  startEmbeddedPostgres,
  useEmbeddedPostgres,
  type EmbeddedPostgresOptions,
  type RunningPostgres,
} from './embeddedPostgres';
export { findFreePort } from './freePort';
export { childProcessIds, freezeProcessTree } from './freezeProcessTree';
export { isAlive, runningServerPid } from './postmasterPid';
export { readOrCreateSecret } from './secretFile';
export { StartRefused } from './startRefused';
export { startTemporaryPostgres } from './temporaryPostgres';
export { withConnection } from './withConnection';
