import type { CachedResponse } from '../cache/cachedResponse';
import type { CachedProcedures } from '../cache/contentCacheKey';
import type { CachedFile } from '../cache/hotFileCache';
import type { Config } from '../config/config';

// What the front process and the app it forks tell each other, over the IPC channel fork opens.

/** The argument the front starts the app process with. */
export const BEHIND_FRONT_ARGUMENT = '--behind-front';

/** A change to the app's caches, for the front's replica (see ContentCacheObserver, HotFileCacheObserver). */
export type CacheChange =
  | { type: 'content kept'; key: string; response: CachedResponse }
  | { type: 'content left'; key: string }
  | { type: 'content cleared' }
  | { type: 'file kept'; key: string; file: CachedFile }
  | { type: 'file left'; key: string }
  | { type: 'file deleted'; fileId: string }
  | { type: 'files cleared' };

/** The settings the front works by: the app reads and checks them all (the front loads no configuration). */
export type FrontSettings = Pick<Config, 'port' | 'host' | 'logLevel'>;

/**
 * What the app tells the front: first the settings and cached procedures, then that it is ready for
 * connections, and every change to its caches; and, before it answers a write that follows a change, it
 * asks the front to say when it has caught up ('sync'), so that the writer's next read never meets the copy
 * from before.
 */
export type AppMessage =
  | { type: 'hello'; settings: FrontSettings; cachedProcedures: CachedProcedures }
  | { type: 'ready' }
  | { type: 'sync'; id: number }
  | CacheChange;

/** The keys of the answers the front sent from its replica since it last told. */
export interface AnswersUsed {
  content: string[];
  files: string[];
}

/**
 * What the front tells the app: the port it listens on (before any connection), that it has applied every
 * change told before a sync, to shut down, and which of its cached answers it used. A client connection it
 * hands over comes as 'connection', with the socket.
 */
export type FrontMessage =
  | { type: 'listening'; port: number }
  | { type: 'synced'; id: number }
  | { type: 'stop' }
  | ({ type: 'used' } & AnswersUsed)
  | HandedConnection;

/** A client connection the front hands to the app: the bytes it read from it and did not answer. */
export interface HandedConnection {
  type: 'connection';
  unanswered: Uint8Array;
}
