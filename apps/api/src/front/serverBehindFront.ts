import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import type { Socket } from 'node:net';
import type { ContentCache } from '../cache/contentCache';
import type { HotFileCache } from '../cache/hotFileCache';
import { countUses, replicateCaches } from './cacheReplication';
import type { SiteOrigin } from '../web/siteOrigin';
import type { FrontLink } from './frontLink';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The app's server behind the front (before it is ready):
 * - its caches are replicated to the front, which counts its hits as uses of them;
 * - it takes the client connections the front hands over as if it had accepted them (the bytes the front
 *   read first, then the rest of the socket: the client's own, so its address is as without the front);
 * - closing waits for those connections too (Node counts only the ones a server accepted itself), within
 *   the shutdown's deadlines, which cut them like the rest;
 * - an answer to a write waits until the front has applied the changes it made, so that the writer's next
 *   request, on any connection, is answered from caches that hold them;
 * - its origin names the port the front listens on.
 */
export function serveBehindFront(
  app: FastifyInstance,
  front: FrontLink,
  caches: { content: ContentCache; files: HotFileCache },
  origin: SiteOrigin,
): void {
  replicateCaches(caches, front.change);
  const handed = new Set<Socket>();
  front.onMessage((message, socket) => {
    if (message.type === 'used') countUses(caches, message);
    if (message.type === 'listening') origin.listeningOn(message.port);
    if (message.type !== 'connection' || !socket) return;
    handed.add(socket);
    socket.once('close', () => handed.delete(socket));
    app.server.emit('connection', socket);
    if (message.unanswered.length > 0) {
      socket.unshift(Buffer.from(message.unanswered));
    }
    socket.resume();
  });
  app.addHook('onClose', async () => {
    await Promise.all([...handed].map((socket) => once(socket, 'close')));
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) await front.synced();
    return payload;
  });
}
