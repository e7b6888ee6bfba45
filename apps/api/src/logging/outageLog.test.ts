import type { FastifyBaseLogger } from 'fastify';
import { OutageLog } from './outageLog';

function recordingLog() {
  const messages: string[] = [];
  const log = { error: (_details: object, message: string) => messages.push(message) };
  return { log: log as unknown as FastifyBaseLogger, messages };
}

describe('the outage log', () => {
  it('reports the first failure, then stays quiet for a while however many follow', () => {
    const { log, messages } = recordingLog();
    const outage = new OutageLog(60_000);
    for (let n = 0; n < 100; n++) outage.report(log, new Error('down'));
    expect(messages).toEqual(['Database unavailable']);
  });

  it('reports again after the quiet time, with how many failed in between', async () => {
    const { log, messages } = recordingLog();
    const outage = new OutageLog(20);
    outage.report(log, new Error('down'));
    outage.report(log, new Error('down'));
    outage.report(log, new Error('down'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    outage.report(log, new Error('down'));
    expect(messages).toEqual([
      'Database unavailable',
      'Database unavailable (2 more requests answered 503 since the last report)',
    ]);
  });
});
