import { STATUS_CODES, validateHeaderName, validateHeaderValue } from 'node:http';
import type { CachedAnswer } from '../cache/cachedAnswer';

/** An answer on the wire: its head up to the Date line, and the whole of it for GET and for HEAD. */
interface Wire {
  date: string;
  get: Buffer;
  head: Buffer;
}

/** Per answer, its bytes as of the last second it was sent in; null for one Node would refuse to send. */
const wires = new WeakMap<CachedAnswer, Wire | null>();

function headLines(answer: CachedAnswer): string | null {
  let lines = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n`;
  for (let index = 0; index < answer.headers.length; index += 2) {
    const name = answer.headers[index]!;
    const value = answer.headers[index + 1]!;
    try {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    } catch {
      return null;
    }
    lines += `${name}: ${value}\r\n`;
  }
  return lines;
}

/**
 * A cached answer as the bytes to write for a GET or a HEAD (no body), with the Date and keep-alive headers
 * Node's server adds: one write per answer. Built once a second for an answer sent that often; null when
 * a header holds what Node would refuse to send (the app answers such a request itself, and fails as it
 * does).
 */
export function answerBytes(
  answer: CachedAnswer,
  method: 'GET' | 'HEAD',
  date: string,
  keepAliveSeconds: number,
): Buffer | null {
  let wire = wires.get(answer);
  if (wire === null) return null;
  if (wire?.date !== date) {
    const lines = headLines(answer);
    if (lines === null) {
      wires.set(answer, null);
      return null;
    }
    const head = Buffer.from(
      `${lines}Date: ${date}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=${keepAliveSeconds}\r\n\r\n`,
      'latin1',
    );
    wire = { date, head, get: answer.body ? Buffer.concat([head, answer.body]) : head };
    wires.set(answer, wire);
  }
  return method === 'HEAD' ? wire.head : wire.get;
}
