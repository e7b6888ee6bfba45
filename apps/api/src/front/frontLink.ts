import type { Socket } from 'node:net';
import { CACHED_PROCEDURES } from '../cache/cachedProcedures';
import type { Config } from '../config/config';
import type { AppMessage, CacheChange, FrontMessage } from './frontProtocol';

/** The app's end of its IPC channel with the front that forked it. */
export interface FrontLink {
  /** Tells the front that the app takes connections. */
  ready(): void;
  /** Tells the front of a change to the app's caches, for its replica. */
  change(change: CacheChange): void;
  onMessage(handler: (message: FrontMessage, socket: Socket | undefined) => void): void;
  /** Resolves once the front has applied every change told so far (at once without a front to tell). */
  synced(): Promise<void>;
}

/**
 * Opens the link: the front learns its settings first, and the cached procedures, to find answers under
 * the app's keys.
 */
export function linkToFront({ port, host, logLevel }: Config): FrontLink {
  const waiting = new Map<number, () => void>();
  let lastSync = 0;
  // The last sync asked for, and whether a change was told after it: most writes (an analytics event, say)
  // change no cached answer, and need not wait for a round trip to the front.
  let lastSynced: Promise<void> = Promise.resolve();
  let changedSince = false;
  // Once the front is gone there is no one to tell (and the app is exiting).
  const tell = (message: AppMessage) => {
    if (process.connected) process.send!(message);
  };
  const link: FrontLink = {
    ready: () => tell({ type: 'ready' }),
    change(change) {
      changedSince = true;
      tell(change);
    },
    onMessage(handler) {
      process.on('message', handler);
    },
    synced() {
      if (!process.connected || !changedSince) return lastSynced;
      changedSince = false;
      const id = ++lastSync;
      lastSynced = new Promise((resolve) => {
        waiting.set(id, resolve);
        tell({ type: 'sync', id });
      });
      return lastSynced;
    },
  };
  link.onMessage((message) => {
    if (message.type !== 'synced') return;
    waiting.get(message.id)?.();
    waiting.delete(message.id);
  });
  // Nobody is left to wait for: a write is answered all the same.
  process.on('disconnect', () => {
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  });
  tell({
    type: 'hello',
    settings: { port, host, logLevel },
    cachedProcedures: CACHED_PROCEDURES,
  });
  return link;
}
