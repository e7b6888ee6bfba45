import { request as httpRequest, type IncomingMessage, type RequestListener } from 'node:http';

/** One answer exactly as the site sent it: status, headers in their order, and the body's bytes. */
export interface RecordedAnswer {
  status: number;
  /** Name, value, name, value… as they came. */
  headers: string[];
  body: Buffer;
}

/** Headers about the connection, not the answer: Node writes its own for every answer it sends. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding']);

/**
 * GETs a URL with node:http (fetch would decode the body) and keeps the answer as it arrived, compressed
 * body included.
 */
export function recordAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const kept: string[] = [];
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index]!;
          if (!CONNECTION_HEADERS.has(name.toLowerCase()))
            kept.push(name, response.rawHeaders[index + 1]!);
        }
        resolve({ status: response.statusCode!, headers: kept, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A bare node:http handler that sends the recorded answer to every request: the least a Node server can
 * do to send those bytes, the mirror the site is measured against.
 */
export function replayAnswer(answer: RecordedAnswer): RequestListener {
  return (_request, response) => {
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  };
}
