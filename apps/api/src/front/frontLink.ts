import type { Socket } from 'node:net';
import { CACHED_PROCEDURES } from '../cache/cachedProcedures';
import type { Config } from '../config/config';
import type { AppMessage, FrontMessage } from './frontProtocol';

/** The app's end of its IPC channel with the front that forked it. */
export interface FrontLink {
  tell(message: AppMessage): void;
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
  const link: FrontLink = {
    tell(message) {
      // Once the front is gone there is no one to tell (and the app is exiting).
      if (process.connected) process.send!(message);
    },
    onMessage(handler) {
      process.on('message', handler);
    },
    synced() {
      if (!process.connected) return Promise.resolve();
      const id = ++lastSync;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        link.tell({ type: 'sync', id });
      });
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
  link.tell({
    type: 'hello',
    settings: { port, host, logLevel },
    cachedProcedures: CACHED_PROCEDURES,
  });
  return link;
}
