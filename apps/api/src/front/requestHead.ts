import type { IncomingHttpHeaders } from 'node:http';

/**
 * The longest request head the front reads itself. Browsers' heads are 0.5 to 2 KB; a longer one (many
 * cookies) goes to the app, whose HTTP server has the limits for it.
 */
export const MAX_HEAD_BYTES = 8 * 1024;

/**
 * The request headers the lookup of a cached answer reads (cachedAnswers.ts: its keys, encodings, ranges and
 * validators, `fresh`'s among them); the others are not kept.
 */
export const READ_HEADERS: ReadonlySet<string> = new Set([
  'accept',
  'accept-encoding',
  'cache-control',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'range',
  'trpc-accept',
]);

/**
 * Headers that give a request a body, change the connection or ask for something other than an answer:
 * a request with any of them is never the front's, so that only the app's HTTP server frames it (no
 * request can be read one way by the front and another by the app).
 */
const APP_ONLY_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'http2-settings',
]);

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Visible ASCII, spaces and tabs: no control characters, no bytes a header value may not hold.
const FIELD_VALUE = /^[\t\x20-\x7e]*$/;
// An origin-form target (a path and maybe a query), as browsers send it: visible ASCII, no fragment.
const ORIGIN_FORM = /^\/[\x21-\x7e]*$/;

/** A GET or HEAD the front may answer: what the lookup reads of it, and its length in bytes. */
export interface FrontRequest {
  method: 'GET' | 'HEAD';
  url: string;
  headers: IncomingHttpHeaders;
  /** Whether the client closes the connection after this answer (Connection: close). */
  closes: boolean;
  /** Bytes of the buffer this request took, its blank line included. */
  length: number;
}

/**
 * What the front makes of the bytes at the start of a connection's buffer:
 * - 'incomplete': no whole head yet (and not too long to be one);
 * - 'app': the request is the app's, with everything after it on the connection;
 * - a FrontRequest the front may answer from its replica.
 */
export type ReadHead = 'incomplete' | 'app' | FrontRequest;

/** A line feed without its carriage return: some servers end lines with it, the front never does. */
function hasBareLineFeed(buffer: Buffer, start: number, end: number): boolean {
  for (
    let at = buffer.indexOf(0x0a, start);
    at !== -1 && at < end;
    at = buffer.indexOf(0x0a, at + 1)
  ) {
    if (at === start || buffer[at - 1] !== 0x0d) return true;
  }
  return false;
}

function headLines(buffer: Buffer, start: number): { lines: string[]; length: number } | null {
  const end = buffer.indexOf('\r\n\r\n', start, 'latin1');
  if (end === -1 || end - start > MAX_HEAD_BYTES) return null;
  return { lines: buffer.toString('latin1', start, end).split('\r\n'), length: end + 4 - start };
}

/**
 * Reads the request head that starts at `start`. Only the plainest requests are the front's: an HTTP/1.1
 * GET or HEAD of an origin-form target, one Host header, every line well-formed, none of the
 * APP_ONLY_HEADERS and no READ_HEADERS twice. Anything else, however valid, goes to the app with the bytes
 * as they came, where Node's HTTP server reads them (and answers 400 for a malformed one).
 */
export function readRequestHead(buffer: Buffer, start = 0): ReadHead {
  const head = headLines(buffer, start);
  if (hasBareLineFeed(buffer, start, head ? start + head.length : buffer.length)) return 'app';
  if (!head) return buffer.length - start > MAX_HEAD_BYTES ? 'app' : 'incomplete';
  const [requestLine = '', ...fields] = head.lines;
  const [method, url, version, ...rest] = requestLine.split(' ');
  if (rest.length > 0 || version !== 'HTTP/1.1') return 'app';
  if ((method !== 'GET' && method !== 'HEAD') || !url || !ORIGIN_FORM.test(url)) return 'app';

  const headers: IncomingHttpHeaders = {};
  let hosts = 0;
  let closes = false;
  for (const field of fields) {
    const colon = field.indexOf(':');
    if (colon <= 0) return 'app';
    const name = field.slice(0, colon);
    const value = field.slice(colon + 1).trim();
    if (!TOKEN.test(name) || !FIELD_VALUE.test(value)) return 'app';
    const lower = name.toLowerCase();
    if (APP_ONLY_HEADERS.has(lower)) return 'app';
    if (lower === 'connection') {
      // Keep-alive (which HTTP/1.1 means anyway) or close; any other wish is for the app's server.
      const wish = value.toLowerCase();
      if (wish === 'close') closes = true;
      else if (wish !== 'keep-alive') return 'app';
    }
    if (lower === 'host') hosts += 1;
    else if (READ_HEADERS.has(lower)) {
      // Node joins some repeated fields and keeps the first of others: the app's server knows which.
      if (headers[lower] !== undefined) return 'app';
      headers[lower] = value;
    }
  }
  if (hosts !== 1) return 'app';
  return { method, url, headers, closes, length: head.length };
}
