import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer, type ChildServer } from './childServer';
import type { RecordedAnswer } from './recordedAnswer';

/** Starts a mirror of one recorded answer (mirrorServer.ts) in a process of its own. */
export async function startMirror(answer: RecordedAnswer): Promise<ChildServer> {
  const folder = await mkdtemp(join(tmpdir(), 'studio-mirror-'));
  const file = join(folder, 'answer.json');
  await writeFile(file, JSON.stringify({ ...answer, body: answer.body.toString('base64') }));
  const server = await startChildServer(new URL('./mirrorServer.ts', import.meta.url), [file]);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
