import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** An answer as it came over the network: its body as sent (still compressed). */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Reads a node:http answer whole, without decoding its body. */
export function rawAnswer(answer: IncomingMessage): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('error', reject);
    answer.on('end', () =>
      resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }),
    );
  });
}
