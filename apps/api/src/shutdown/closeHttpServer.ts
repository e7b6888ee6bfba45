import type { FastifyInstance } from 'fastify';

export interface HttpCloseDeadlines {
  /** Connections still open this long after closing began are cut... */
  deadlineMs: number;
  /** ...unless an upload is still in flight, which may go on until this. */
  uploadDeadlineMs: number;
}

// How often connections that have gone idle since closing began are closed.
const SWEEP_EVERY_MS = 100;

/**
 * Stops the HTTP server: no new connections, idle keep-alive connections closed at once, requests in flight
 * finish (their answers end their connections, see the gracefulClose plugin). Past the deadline the rest are cut.
 */
export async function closeHttpServer(
  app: FastifyInstance,
  { deadlineMs, uploadDeadlineMs }: HttpCloseDeadlines,
): Promise<void> {
  const started = Date.now();
  const closed = app.close();
  // A response already streaming when closing began still says keep-alive: its connection is closed once idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_EVERY_MS);
  let cutOff: NodeJS.Timeout;
  const cutWhenDue = () => {
    const uploading = app.uploadsInFlight();
    if (uploading > 0 && Date.now() - started < uploadDeadlineMs) {
      cutOff = setTimeout(cutWhenDue, SWEEP_EVERY_MS);
      return;
    }
    app.log.warn('Closing the connections still open at the shutdown deadline');
    app.server.closeAllConnections();
  };
  cutOff = setTimeout(cutWhenDue, deadlineMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(cutOff);
  }
}
