import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Sends events to the site for `seconds` from a child process, with views of `paths`; resolves with the
 * event rate achieved, or rejects when an event was refused.
 */
export function sendEvents(siteUrl: string, paths: string[], seconds: number): Promise<number> {
  const script = fileURLToPath(new URL('./eventSender.ts', import.meta.url));
  const sender = spawn(
    process.execPath,
    ['--import', 'tsx', script, siteUrl, String(seconds), ...paths],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  sender.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  return new Promise((resolve, reject) => {
    sender.once('exit', (code) =>
      code === 0 ? resolve(Number(output.trim())) : reject(new Error('The event sender failed')),
    );
  });
}
