import { pino, type Logger } from 'pino';
import { Writable } from 'node:stream';

export interface CapturedLog {
  logger: Logger;
  /** Every entry written so far, parsed. */
  entries(): Array<{ level: number; msg: string; [key: string]: unknown }>;
}

/** A logger that keeps what it writes, so that a test can read what the server logged. */
export function captureLog(level = 'info'): CapturedLog {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    logger: pino({ level }, sink),
    entries: () => lines.map((line) => JSON.parse(line)),
  };
}
