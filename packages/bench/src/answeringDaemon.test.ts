import { spawn } from 'node:child_process';
import { access, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@studio/embedded-postgres';
import { answeringDaemon } from './answeringDaemon';

/** A stand-in daemon: a Node process that starts answering `port` after a moment. */
const slowServer = (port: number) =>
  spawn(process.execPath, [
    '-e',
    `setTimeout(() => require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1'), 200)`,
  ]);

/** A stand-in that never starts answering in time: it exits, or waits. */
async function neverAnswering(script: string, timeoutMs = 10_000) {
  const child = spawn(process.execPath, ['-e', script]);
  const port = await findFreePort();
  const started = answeringDaemon({
    name: 'stand-in',
    child,
    url: `http://127.0.0.1:${port}`,
    timeoutMs,
    stopSignal: 'SIGTERM',
    folder: join(tmpdir(), 'studio-bench-never-made'),
  });
  return { child, started };
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('a spawned daemon', () => {
  it('is given once it answers, and its stop ends it and removes its folder', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'studio-bench-daemon-'));
    const port = await findFreePort();
    const child = slowServer(port);
    const url = `http://127.0.0.1:${port}`;
    const daemon = await answeringDaemon({
      name: 'stand-in',
      child,
      url,
      timeoutMs: 10_000,
      stopSignal: 'SIGTERM',
      folder,
    });
    expect(daemon.url).toBe(url);
    expect(await (await fetch(url)).text()).toBe('ok');

    await daemon.stop();
    expect(child.signalCode).toBe('SIGTERM');
    expect(await exists(folder)).toBe(false);
  });

  it('fails as soon as it exits', async () => {
    const { started } = await neverAnswering('process.exit(3)');
    await expect(started).rejects.toThrow('stand-in exited with code 3');
  });

  it('fails when it has not answered in time', async () => {
    const { child, started } = await neverAnswering('setTimeout(() => {}, 10_000)', 300);
    try {
      await expect(started).rejects.toThrow('stand-in did not answer within 0.3 s');
    } finally {
      child.kill();
    }
  });
});
