import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

/**
 * The client's address: the one the trusted proxies name (X-Forwarded-For) when it is an IP address, else the
 * address of the peer that connected. A proxy passes on whatever its client claimed, so the header may hold
 * anything (4,000 characters of it), which must never reach a limit, a log of attempts or a database row.
 */
export function clientAddress(request: FastifyRequest): string {
  return isIP(request.ip) ? request.ip : (request.socket.remoteAddress ?? '');
}
