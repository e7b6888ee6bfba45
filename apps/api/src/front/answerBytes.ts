import { STATUS_CODES, validateHeaderName, validateHeaderValue } from 'node:http';
import type { CachedAnswer } from '../cache/cachedAnswer';

/** An answer on the wire as of one second: the whole of it for a GET, its head alone for a HEAD. */
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

function wireOf(answer: CachedAnswer, lines: string, date: string, connection: string): Wire {
  const head = Buffer.from(`${lines}Date: ${date}\r\n${connection}\r\n`, 'latin1');
  return { date, head, get: answer.body ? Buffer.concat([head, answer.body]) : head };
}

/**
 * A cached answer as the bytes to write for a GET or a HEAD (no body), with the Date and connection headers
 * Node's server adds: one write per answer. Built once a second for an answer sent on kept-alive
 * connections (`keepAliveSeconds`), each time for the last on a connection (null); null when a header holds
 * what Node would refuse to send (the app answers such a request itself, and fails as it does).
 */
export function answerBytes(
  answer: CachedAnswer,
  method: 'GET' | 'HEAD',
  date: string,
  keepAliveSeconds: number | null,
): Buffer | null {
  let wire = wires.get(answer);
  if (wire === null) return null;
  if (wire?.date !== date || keepAliveSeconds === null) {
    const lines = headLines(answer);
    if (lines === null) {
      wires.set(answer, null);
      return null;
    }
    if (keepAliveSeconds === null) {
      wire = wireOf(answer, lines, date, 'Connection: close\r\n');
    } else {
      const connection = `Connection: keep-alive\r\nKeep-Alive: timeout=${keepAliveSeconds}\r\n`;
      wire = wireOf(answer, lines, date, connection);
      wires.set(answer, wire);
    }
  }
  return method === 'HEAD' ? wire.head : wire.get;
}
