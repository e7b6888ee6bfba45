import { connect } from 'node:net';

/** What came back for a raw request: the status line's code, or null when the connection closed without one. */
export interface RawAnswer {
  status: number | null;
  head: string;
}

/**
 * Sends a request exactly as given, byte for byte (any method, target and headers, even ones an HTTP client
 * would refuse to write), on a connection of its own, and reads the answer's head.
 */
export function rawRequest(
  port: number,
  request: { method: string; target: string; headers: [string, string][] },
  timeoutMs = 15_000,
): Promise<RawAnswer> {
  const headerLines = request.headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const text = `${request.method} ${request.target} HTTP/1.1\r\n${headerLines}Connection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`No answer within ${timeoutMs} ms to ${JSON.stringify(request)}`));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const received = Buffer.concat(chunks).toString('latin1');
      const head = received.split('\r\n\r\n', 1)[0]!;
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      resolve({ status: status === undefined ? null : Number(status), head });
    });
    socket.write(Buffer.from(text, 'latin1'));
  });
}
