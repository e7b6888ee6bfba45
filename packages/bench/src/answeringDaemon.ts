import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { ChildServer } from './childServer';

interface Daemon {
  /** Its name in errors. */
  name: string;
  child: ChildProcess;
  url: string;
  /** The address asked until it answers: `url` unless said. */
  probe?: string;
  timeoutMs: number;
  /** The signal that ends it gracefully. */
  stopSignal: NodeJS.Signals;
  /** Its own folder (configuration, state), removed once it has stopped. */
  folder: string;
}

/**
 * A server the benchmarks spawned (nginx, varnishd), once it answers: fails as soon as it exits, or when it
 * has not answered within `timeoutMs`. Its stop ends it with `stopSignal` and removes its folder.
 */
export async function answeringDaemon({
  name,
  child,
  url,
  probe = url,
  timeoutMs,
  stopSignal,
  folder,
}: Daemon): Promise<ChildServer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    if (
      await fetch(probe).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline)
      throw new Error(`${name} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill(stopSignal);
      await exited;
      await rm(folder, { recursive: true, force: true });
    },
  };
}
