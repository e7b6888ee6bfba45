import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface SeparatePostgres {
  url: string;
  /** The server's process id. */
  pid: number;
  stop(): Promise<void>;
}

/** A throwaway embedded PostgreSQL of the calling test's own, run by a helper process. */
export async function startSeparatePostgres(): Promise<SeparatePostgres> {
  const script = require.resolve('@studio/embedded-postgres/serve-temporary-postgres');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`The PostgreSQL helper exited (${code}) before starting`);
    }),
  ])) as [string];
  const { url, pid } = JSON.parse(line) as { url: string; pid: number };
  return {
    url,
    pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.stdin!.end();
      await exited;
    },
  };
}
