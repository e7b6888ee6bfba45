import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { Writable } from 'node:stream';

/** A logger that keeps what it logs, for tests that check what a server tells its operator. */
export function recordingLogger(): {
  logger: FastifyBaseLogger;
  messages: () => string[];
  /** Each entry with its level (pino's numbers: 40 warn, 50 error). */
  entries: () => Array<{ level: number; msg: string }>;
} {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const entries = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  return {
    logger: pino({ level: 'info' }, sink),
    messages: () => entries().map((entry) => entry.msg),
    entries,
  };
}
