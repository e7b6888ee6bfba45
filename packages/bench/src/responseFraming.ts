const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)/i;
const CHUNKED = /\r\ntransfer-encoding:[^\r]*chunked/i;
const CONNECTION_CLOSE = /\r\nconnection:[ \t]*close/i;

export interface ResponseHead {
  status: number;
  /** The server ends the connection after this answer. */
  closes: boolean;
}

type State =
  | { kind: 'head'; pending: Buffer[] }
  | { kind: 'sized'; remaining: number }
  | { kind: 'chunk-size'; line: string }
  | { kind: 'chunk-data'; remaining: number }
  | { kind: 'chunk-end'; remaining: number }
  | { kind: 'trailer'; line: string };

const awaitingHead = (): State => ({ kind: 'head', pending: [] });

/**
 * Finds where HTTP/1.1 answers end in the bytes a connection receives, reading only their heads: the bodies
 * (compressed, binary) are counted and skipped, never decoded, so the load generator's own work stays the
 * same whatever the server sends. Knows Content-Length and chunked bodies; answers to GET and HEAD only.
 */
export class ResponseFraming {
  private state: State = awaitingHead();
  private head: ResponseHead | null = null;

  constructor(
    private readonly onResponse: (head: ResponseHead) => void,
    private readonly bodiless = false,
  ) {}

  push(data: Buffer): void {
    let offset = 0;
    while (offset < data.length) offset = this.consume(data, offset);
  }

  /** Reads from `offset` what the current state needs and returns where it stopped. */
  private consume(data: Buffer, offset: number): number {
    const state = this.state;
    switch (state.kind) {
      case 'head': {
        state.pending.push(offset === 0 ? data : data.subarray(offset));
        const bytes = state.pending.length === 1 ? state.pending[0]! : Buffer.concat(state.pending);
        const end = bytes.indexOf(HEADER_END);
        if (end === -1) {
          state.pending = [bytes];
          return data.length;
        }
        // The bytes after the head all came in this chunk.
        const bodyStart = data.length - (bytes.length - end - HEADER_END.length);
        this.startBody(bytes.toString('latin1', 0, end));
        return bodyStart;
      }
      case 'sized':
      case 'chunk-data':
      case 'chunk-end': {
        const taken = Math.min(state.remaining, data.length - offset);
        state.remaining -= taken;
        if (state.remaining === 0) {
          if (state.kind === 'sized') this.finish();
          else if (state.kind === 'chunk-data') this.state = { kind: 'chunk-end', remaining: 2 };
          else this.state = { kind: 'chunk-size', line: '' };
        }
        return offset + taken;
      }
      case 'chunk-size':
      case 'trailer': {
        const newline = data.indexOf(10, offset);
        const end = newline === -1 ? data.length : newline + 1;
        state.line += data.toString('latin1', offset, end);
        if (newline === -1) return end;
        if (state.kind === 'trailer') {
          // Trailer fields end with an empty line.
          if (state.line === '\r\n') this.finish();
          else state.line = '';
          return end;
        }
        const size = parseInt(state.line, 16);
        this.state =
          size === 0 ? { kind: 'trailer', line: '' } : { kind: 'chunk-data', remaining: size };
        return end;
      }
    }
  }

  private startBody(head: string): void {
    const status = Number(head.slice(9, 12));
    this.head = { status, closes: CONNECTION_CLOSE.test(head) };
    const noBody = this.bodiless || status === 204 || status === 304 || status < 200;
    const length = noBody ? 0 : Number(CONTENT_LENGTH.exec(head)?.[1] ?? -1);
    if (length > 0) this.state = { kind: 'sized', remaining: length };
    else if (!noBody && CHUNKED.test(head)) this.state = { kind: 'chunk-size', line: '' };
    else this.finish();
  }

  private finish(): void {
    const head = this.head!;
    this.head = null;
    this.state = awaitingHead();
    this.onResponse(head);
  }
}
