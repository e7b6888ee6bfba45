import type { IncomingMessage } from 'node:http';
import { FRONT_TOKEN_HEADER, GENERATIONS_HEADER } from './frontProtocol';

// Headers about one connection, not the message (RFC 9110 7.6.1): each hop sets its own. Expect too: the
// front's server has already answered `100-continue` itself.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
]);

/** Headers a message's Connection header names, which are about that connection too (but Host, never). */
function namedInConnection(message: IncomingMessage): Set<string> | null {
  const connection = message.headers.connection;
  if (!connection) return null;
  const named = new Set(connection.split(',').map((name) => name.trim().toLowerCase()));
  named.delete('host');
  return named;
}

/** A message's headers as they arrived (repeated ones repeated), but those `drop` names. */
function rawHeadersBut(message: IncomingMessage, drop: (name: string) => boolean): string[] {
  const raw = message.rawHeaders;
  const named = namedInConnection(message);
  const kept: string[] = [];
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index]!.toLowerCase();
    if (HOP_BY_HOP.has(name) || named?.has(name) || drop(name)) continue;
    kept.push(raw[index]!, raw[index + 1]!);
  }
  return kept;
}

const isClaimedOrigin = (name: string) =>
  name === 'x-forwarded-host' || name === 'x-forwarded-proto';

/**
 * The headers the front sends the app for a client's request: the client's own, less the hop-by-hop ones,
 * with the peer's address added to X-Forwarded-For (the app reads it as it would the socket's). When
 * TRUST_PROXY does not trust that peer, X-Forwarded-Host and X-Forwarded-Proto are what the front saw
 * (the Host header, plain HTTP), whatever the client claimed; when it does, they pass as they came. The
 * front's token says the request comes from the front.
 */
export function forwardedRequestHeaders(
  request: IncomingMessage,
  trustsPeer: boolean,
  frontToken: string,
): string[] {
  const headers = rawHeadersBut(
    request,
    (name) =>
      name === 'x-forwarded-for' ||
      name === FRONT_TOKEN_HEADER ||
      (!trustsPeer && isClaimedOrigin(name)),
  );
  const peer = request.socket.remoteAddress ?? '';
  const forwardedFor = request.headers['x-forwarded-for'];
  headers.push('x-forwarded-for', forwardedFor ? `${forwardedFor}, ${peer}` : peer);
  if (!trustsPeer) {
    const host = request.headers.host;
    if (host !== undefined) headers.push('x-forwarded-host', host);
    headers.push('x-forwarded-proto', 'http');
  }
  headers.push(FRONT_TOKEN_HEADER, frontToken);
  return headers;
}

/** The headers of the app's answer as the client gets them: less the hop-by-hop ones and the generations. */
export function forwardedResponseHeaders(answer: IncomingMessage): string[] {
  return rawHeadersBut(answer, (name) => name === GENERATIONS_HEADER);
}
