import type { CachedResponse } from '../cache/cachedResponse';
import type { CachedProcedures } from '../cache/contentCacheKey';
import type { CachedFile } from '../cache/hotFileCache';
import type { Config } from '../config/config';

// What the front process and the app it forks tell each other, over the IPC channel fork opens.

/** The argument the front starts the app process with. */
export const BEHIND_FRONT_ARGUMENT = '--behind-front';

/**
 * The header with the secret the front sends with every request (it tells the app the secret in answer to
 * its hello): the app's port is on loopback, where any local process could reach it, but only the front may
 * name a client's address, host and scheme.
 */
export const FRONT_TOKEN_HEADER = 'x-studio-front';

/**
 * The header on every answer of the app (the front strips it): the generations of its content cache and
 * hot-file cache when the answer's head was written, as "content files". An answer to a write that cleared
 * a cache carries the new generation, so the front knows of the change before the writer sees the answer.
 */
export const GENERATIONS_HEADER = 'x-studio-generations';

/** A change to the app's caches, for the front's replica (see ContentCacheObserver, HotFileCacheObserver). */
export type CacheChange =
  | { type: 'content kept'; key: string; response: CachedResponse; generation: number }
  | { type: 'content left'; key: string; generation: number }
  | { type: 'content cleared'; generation: number }
  | { type: 'file kept'; key: string; file: CachedFile; generation: number }
  | { type: 'file left'; key: string; generation: number }
  | { type: 'file deleted'; fileId: string; generation: number }
  | { type: 'files cleared'; generation: number };

/** The settings the front works by: the app reads and checks them all (the front loads no configuration). */
export type FrontSettings = Pick<Config, 'port' | 'host' | 'trustProxy' | 'logLevel'>;

/**
 * What the app tells the front: first the settings and cached procedures, then where it listens, and every
 * change to its caches.
 */
export type AppMessage =
  | { type: 'hello'; settings: FrontSettings; cachedProcedures: CachedProcedures }
  | { type: 'listening'; port: number }
  | CacheChange;

/** The keys of the answers the front sent from its replica since it last told. */
export interface AnswersUsed {
  content: string[];
  files: string[];
}

/** What the front tells the app: its token, to shut down, and which of its cached answers it used. */
export type FrontMessage =
  { type: 'token'; token: string } | { type: 'stop' } | ({ type: 'used' } & AnswersUsed);
