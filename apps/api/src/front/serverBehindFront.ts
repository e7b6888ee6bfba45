import type { FastifyInstance, onSendAsyncHookHandler } from 'fastify';
import type { ContentCache } from '../cache/contentCache';
import type { HotFileCache } from '../cache/hotFileCache';
import { countUses, replicateCaches } from './cacheReplication';
import { isHandedConnection, type FrontLink } from './frontLink';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What changes in the app's server behind the front: its caches are replicated to the front, which counts
 * its hits as uses of them; and an answer to a write waits until the front has applied the changes it made,
 * so that the writer's next request, on any connection, is answered from caches that hold them. Returns
 * that onSend hook.
 */
export function serverBehindFront(
  front: FrontLink,
  caches: { content: ContentCache; files: HotFileCache },
): onSendAsyncHookHandler {
  replicateCaches(caches, front.tell);
  front.onMessage((message) => {
    if (message.type === 'used') countUses(caches, message);
  });
  return async (request, _reply, payload) => {
    if (!READS.has(request.method)) await front.synced();
    return payload;
  };
}

/**
 * Takes the client connections the front hands over into the app's HTTP server, as if it had accepted them:
 * the bytes the front read come first, then the rest of the socket. The socket is the client's own, so its
 * address is the client's (or its proxy's) as without the front.
 */
export function takeHandedConnections(front: FrontLink, app: FastifyInstance): void {
  front.onMessage((message, socket) => {
    if (!isHandedConnection(message, socket)) return;
    app.server.emit('connection', socket);
    if (message.type === 'connection' && message.unanswered.length > 0) {
      socket.unshift(Buffer.from(message.unanswered));
    }
    socket.resume();
  });
}
