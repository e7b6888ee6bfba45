import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export const CONTENT_CHANGED_CHANNEL = 'studio_content_changed';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

export interface ContentChangeListener {
  close(): Promise<void>;
}

interface ListenerOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  /** The NOTIFY channel; content changes by default. */
  channel?: string;
  /** Another instance (or this one) changed content; the notification's payload, if any. */
  onChange(payload?: string): void;
  /** Listening started (true) or the connection dropped (false). */
  onListening(listening: boolean): void;
}

/** Keeps one connection that LISTENs for content changes, reconnecting with back-off whenever it drops. */
export function listenForContentChanges(options: ListenerOptions): ContentChangeListener {
  const channel = options.channel ?? CONTENT_CHANGED_CHANNEL;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = FIRST_RETRY_MS;
  let closed = false;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const dropped = (connection: pg.Client, error?: Error) => {
    if (client !== connection) return;
    client = null;
    options.onListening(false);
    if (!closed) {
      options.log.warn({ err: error, channel }, 'Lost a change listener; retrying');
      scheduleReconnect();
    }
    connection.end().catch(() => undefined);
  };

  async function connect(): Promise<void> {
    const connection = new pg.Client({ connectionString: options.connectionString });
    connection.on('error', (error) => dropped(connection, error));
    connection.on('end', () => dropped(connection));
    connection.on('notification', (message) => options.onChange(message.payload));
    client = connection;
    try {
      await connection.connect();
      await connection.query(`LISTEN ${channel}`);
    } catch (error) {
      dropped(connection, error as Error);
      return;
    }
    if (closed) {
      await connection.end();
      return;
    }
    retryMs = FIRST_RETRY_MS;
    options.onListening(true);
  }

  void connect();

  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const connection = client;
      client = null;
      options.onListening(false);
      await connection?.end().catch(() => undefined);
    },
  };
}
