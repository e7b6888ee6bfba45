import { connect, type Socket } from 'node:net';
import { ResponseFraming, type ResponseHead } from './responseFraming';

export interface LoadResult {
  rps: number;
  p99: number;
}

export interface LoadShape {
  seconds: number;
  connections: number;
}

/** The same load for every URL of the bench. */
const BENCH_LOAD: LoadShape = { seconds: 10, connections: 64 };

interface Tally {
  latenciesMs: number[];
  non2xx: number;
  errors: string[];
}

function requestBytes(url: URL, headers: Record<string, string>): Buffer {
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/** One keep-alive connection sending the request again as soon as each answer has fully arrived. */
function runConnection(url: URL, request: Buffer, deadline: number, tally: Tally): Promise<void> {
  return new Promise((finished) => {
    let socket: Socket;
    let sentAt = 0;
    const send = () => {
      if (performance.now() >= deadline) {
        socket.destroy();
        finished();
        return;
      }
      sentAt = performance.now();
      socket.write(request);
    };
    const onResponse = ({ status, closes }: ResponseHead) => {
      tally.latenciesMs.push(performance.now() - sentAt);
      if (status < 200 || status > 299) tally.non2xx += 1;
      if (closes) {
        socket.removeAllListeners('close');
        socket.destroy();
        open();
      } else {
        send();
      }
    };
    const open = () => {
      const framing = new ResponseFraming(onResponse);
      socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
      socket.on('connect', send);
      socket.on('data', (data: Buffer) => framing.push(data));
      socket.on('error', (error) => tally.errors.push(error.message));
      socket.on('close', () => {
        if (performance.now() < deadline) tally.errors.push('connection closed by the server');
        finished();
      });
    };
    open();
  });
}

/**
 * Loads a URL with keep-alive connections (64 for 10 s unless told), each sending its next GET when the last
 * answer is in. Any non-2xx answer or error fails the bench. Bodies are skipped unread, so a compressed page
 * costs the load generator what a plain one does (autocannon decodes every body as UTF-8 text, which for
 * brotli or image bytes took it longer than the server took to answer).
 */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  { seconds, connections }: LoadShape = BENCH_LOAD,
): Promise<LoadResult> {
  const target = new URL(url);
  const request = requestBytes(target, headers);
  const tally: Tally = { latenciesMs: [], non2xx: 0, errors: [] };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, () => runConnection(target, request, deadline, tally)),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  if (tally.non2xx > 0 || tally.errors.length > 0) {
    throw new Error(
      `${url}: ${tally.non2xx} non-2xx answers, ${tally.errors.length} errors (${tally.errors[0] ?? 'none'})`,
    );
  }
  const sorted = Float64Array.from(tally.latenciesMs).sort();
  return {
    rps: sorted.length / elapsedSeconds,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
  };
}
