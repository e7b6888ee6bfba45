import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server's peer is the front (front/), which names the site's own peer in X-Forwarded-For. */
    behindFront: boolean;
  }
}

/** The address of the peer that connected to the site: the socket's, or behind the front the one it names. */
function peerAddress(request: FastifyRequest): string {
  const socketAddress = request.socket.remoteAddress ?? '';
  return request.server.behindFront ? (request.ips?.[1] ?? socketAddress) : socketAddress;
}

/**
 * The client's address: the one the trusted proxies name (X-Forwarded-For) when it is an IP address, else the
 * address of the peer that connected. A proxy passes on whatever its client claimed, so the header may hold
 * anything (4,000 characters of it), which must never reach a limit, a log of attempts or a database row.
 */
export function clientAddress(request: FastifyRequest): string {
  return isIP(request.ip) ? request.ip : peerAddress(request);
}
