import { once } from 'node:events';
import { Agent, request } from 'node:http';
import type { Measurement } from './report';
import { startSite } from './startSite';

const IDLE_CLIENTS = 32;

function get(url: string, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (response) => {
      response.resume();
      response.once('end', resolve);
    })
      .once('error', reject)
      .end();
  });
}

/** SIGTERM while many keep-alive clients sit idle on their connections: how long until the process exits. */
export async function measureShutdown(): Promise<Measurement[]> {
  const site = await startSite();
  try {
    const agent = new Agent({ keepAlive: true, maxSockets: IDLE_CLIENTS });
    await Promise.all(
      Array.from({ length: IDLE_CLIENTS }, () => get(`${site.url}/api/health`, agent)),
    );
    const exited = once(site.process, 'exit');
    const started = performance.now();
    site.process.kill('SIGTERM');
    await exited;
    agent.destroy();
    return [
      {
        name: `SIGTERM with ${IDLE_CLIENTS} idle keep-alive clients: time to exit`,
        value: (performance.now() - started) / 1000,
        unit: 's',
        target: 10,
        kind: 'max',
      },
    ];
  } finally {
    await site.stop();
  }
}
