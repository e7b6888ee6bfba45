import { CACHED_PROCEDURES } from '../cache/cachedProcedures';
import type { Config } from '../config/config';
import type { AppMessage, FrontMessage } from './frontProtocol';

/** The app's end of its IPC channel with the front that forked it. */
export interface FrontLink {
  /** The secret the front's requests carry (FRONT_TOKEN_HEADER); empty until the front has told it. */
  token: string;
  tell(message: AppMessage): void;
  onMessage(handler: (message: FrontMessage) => void): void;
}

/**
 * Opens the link: the front learns its settings first, and the cached procedures, to find answers under
 * the app's keys; it answers with its token.
 */
export function linkToFront({ port, host, trustProxy, logLevel }: Config): FrontLink {
  const link: FrontLink = {
    token: '',
    tell(message) {
      // Once the front is gone there is no one to tell (and the app is exiting).
      if (process.connected) process.send!(message);
    },
    onMessage(handler) {
      process.on('message', handler);
    },
  };
  link.onMessage((message) => {
    if (message.type === 'token') link.token = message.token;
  });
  link.tell({
    type: 'hello',
    settings: { port, host, trustProxy, logLevel },
    cachedProcedures: CACHED_PROCEDURES,
  });
  return link;
}
