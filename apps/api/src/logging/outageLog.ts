import type { FastifyBaseLogger } from 'fastify';

/** While the database is down, one report per this many milliseconds, however many requests fail. */
export const OUTAGE_REPORT_EVERY_MS = 5000;

/**
 * Logs a database outage once, then at most once per OUTAGE_REPORT_EVERY_MS with the number of requests that
 * failed in between, instead of a line per failed request.
 */
export class OutageLog {
  private lastReport = Number.NEGATIVE_INFINITY;
  private unreported = 0;

  constructor(private readonly everyMs = OUTAGE_REPORT_EVERY_MS) {}

  report(log: FastifyBaseLogger, error: unknown): void {
    const now = Date.now();
    if (now - this.lastReport < this.everyMs) {
      this.unreported++;
      return;
    }
    const since = this.unreported
      ? ` (${this.unreported} more requests answered 503 since the last report)`
      : '';
    log.error({ err: error }, `Database unavailable${since}`);
    this.lastReport = now;
    this.unreported = 0;
  }
}
