import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { Writable } from 'node:stream';

/** A logger that keeps what it logs, for tests that check what a server tells its operator. */
export function recordingLogger(): { logger: FastifyBaseLogger; messages: () => string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    logger: pino({ level: 'info' }, sink),
    messages: () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg),
  };
}
