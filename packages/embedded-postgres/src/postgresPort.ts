import { readFile, writeFile } from 'node:fs/promises';
import { findFreePort, isPortFree } from './freePort';

/**
 * The port kept in `portFile` from the previous start while it is still free, so the database keeps its
 * address across restarts; otherwise a new free port, kept for next time.
 */
export async function choosePostgresPort(portFile: string): Promise<number> {
  const saved = Number((await readFile(portFile, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(saved) && saved > 0 && saved < 65536 && (await isPortFree(saved))) {
    return saved;
  }
  const port = await findFreePort();
  await writeFile(portFile, `${port}\n`);
  return port;
}
