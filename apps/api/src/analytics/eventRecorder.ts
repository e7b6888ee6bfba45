import { queueCachePurge, type Orm } from '@studio/db';
import { CONTENT_CHANGES } from '@studio/core/services/contentChanges';
import { closeFinishedDays } from '@studio/core/services/analytics/closeFinishedDays';
import { EventBatch, type DayEvents } from '@studio/core/services/analytics/dayEvents';
import { saveDayEvents } from '@studio/core/services/analytics/saveDayEvents';
import { utcDay } from '@studio/core/services/analytics/utcDay';
import { VisitorSalts } from '@studio/core/services/analytics/visitorSalts';
import type { AnalyticsEvent } from '@studio/schemas';
import type { FastifyBaseLogger } from 'fastify';

/** Cached public answers carry view counts: they are announced as changed at most this often. */
export const VIEW_COUNTS_REFRESH_MS = 10 * 60_000;

interface EventRecorderOptions {
  orm: Orm;
  log: FastifyBaseLogger;
  /** How often the counts in memory are written; a crash loses at most this much. */
  flushIntervalMs: number;
  /** Tells every instance that public content changed (here: the view counts on app cards). */
  notifyContentChanged(): Promise<void>;
  now?: () => Date;
}

/**
 * Counts events in memory and writes them in batches, so that recording costs a page nothing but a few map
 * updates. Writes every flushIntervalMs and on close; a failed write is kept and tried again with the next.
 * Ends each finished day (salt and visitor hashes deleted) at start and after every UTC midnight.
 */
export class EventRecorder {
  private readonly batch = new EventBatch();
  private readonly salts = new VisitorSalts();
  private flushTimer: NodeJS.Timeout | null = null;
  private dayEndTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private viewCountsChanged = false;
  private viewCountsAnnouncedAt: number;
  private readonly now: () => Date;

  constructor(private readonly options: EventRecorderOptions) {
    this.now = options.now ?? (() => new Date());
    this.viewCountsAnnouncedAt = this.now().getTime();
  }

  /** Counts an event of a visitor ("address\nuser agent", kept in memory only until it is hashed). */
  record(event: AnalyticsEvent, visitor: string): void {
    this.batch.add(event, visitor, this.now());
  }

  start(): void {
    this.flushTimer = setInterval(() => void this.flush(), this.options.flushIntervalMs).unref();
    void this.endFinishedDays();
  }

  /** Writes what was counted so far; concurrent calls wait for each other. */
  flush(): Promise<void> {
    this.flushing = this.flushing
      .then(() => this.writeBatch())
      .catch((error: unknown) => this.options.log.error({ err: error }, 'Analytics flush failed'));
    return this.flushing;
  }

  async close(): Promise<void> {
    if (this.flushTimer) clearInterval(this.flushTimer);
    if (this.dayEndTimer) clearTimeout(this.dayEndTimer);
    this.flushTimer = this.dayEndTimer = null;
    await this.flush();
  }

  private async writeBatch(): Promise<void> {
    if (this.batch.isEmpty) return;
    const days = this.batch.take();
    const today = utcDay(this.now());
    const em = this.options.orm.em.fork();
    const failed: DayEvents[] = [];
    for (const events of days) {
      try {
        await saveDayEvents(em, events, await this.salts.saltFor(em, events.day, today));
        if ([...events.views.values()].some(({ page }) => page.kind === 'app')) {
          this.viewCountsChanged = true;
        }
      } catch (error) {
        failed.push(events);
        this.options.log.warn({ err: error }, 'Could not write analytics events; will retry');
      }
    }
    this.batch.restore(failed);
    await this.announceViewCounts();
  }

  private async announceViewCounts(): Promise<void> {
    const now = this.now().getTime();
    if (!this.viewCountsChanged || now - this.viewCountsAnnouncedAt < VIEW_COUNTS_REFRESH_MS)
      return;
    this.viewCountsChanged = false;
    this.viewCountsAnnouncedAt = now;
    try {
      await queueCachePurge(this.options.orm.em.fork(), CONTENT_CHANGES.appViewsCounted());
      await this.options.notifyContentChanged();
    } catch (error) {
      this.options.log.error({ err: error }, 'Could not announce new view counts');
    }
  }

  private async endFinishedDays(): Promise<void> {
    try {
      await closeFinishedDays(this.options.orm.em.fork(), utcDay(this.now()));
    } catch (error) {
      this.options.log.warn({ err: error }, 'Could not end the finished analytics days');
    }
    const now = this.now();
    const nextMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    // A second past midnight, so that "today" has surely moved on.
    this.dayEndTimer = setTimeout(
      () => void this.endFinishedDays(),
      nextMidnight - now.getTime() + 1000,
    ).unref();
  }
}
