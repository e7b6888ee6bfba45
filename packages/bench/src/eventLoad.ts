import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface EventStream {
  /** Resolves with the event rate achieved, or rejects when an event was refused. */
  finished: Promise<number>;
}

/**
 * Sends events to the site for `seconds` from a child process, with views of `paths`; resolves once the
 * events flow (the child's start-up is over).
 */
export function sendEvents(
  siteUrl: string,
  paths: string[],
  seconds: number,
): Promise<EventStream> {
  const script = fileURLToPath(new URL('./eventSender.ts', import.meta.url));
  const sender = spawn(
    process.execPath,
    ['--import', 'tsx', script, siteUrl, String(seconds), ...paths],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const finished = new Promise<number>((resolve, reject) => {
    sender.once('exit', (code) =>
      code === 0
        ? resolve(Number(output.trim().split('\n').at(-1)))
        : reject(new Error('The event sender failed')),
    );
  });
  return new Promise((resolve, reject) => {
    sender.stdout.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      if (output.startsWith('sending')) resolve({ finished });
    });
    finished.catch(reject);
  });
}
