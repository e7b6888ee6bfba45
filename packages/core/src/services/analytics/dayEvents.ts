import type { AnalyticsEvent, Store } from '@studio/schemas';
import { publicPage, type PublicPage } from './pagePath';
import { utcDay } from './utcDay';

/** What happened on one UTC day, counted in memory until it is written. */
export class DayEvents {
  /** Views per page path. */
  readonly views = new Map<string, { page: PublicPage; count: number }>();
  /** Clicks per app slug and store. */
  readonly storeClicks = new Map<string, { appSlug: string; store: Store; count: number }>();
  /** Who was seen ("address\nuser agent"): kept only in memory, and hashed with the day's salt when written. */
  readonly visitors = new Set<string>();

  constructor(readonly day: string) {}

  addView(page: PublicPage, count = 1): void {
    const counted = this.views.get(page.path);
    if (counted) counted.count += count;
    else this.views.set(page.path, { page, count });
  }

  addStoreClick(appSlug: string, store: Store, count = 1): void {
    const key = `${store} ${appSlug}`;
    const counted = this.storeClicks.get(key);
    if (counted) counted.count += count;
    else this.storeClicks.set(key, { appSlug, store, count });
  }

  /** Adds another count of the same day, e.g. one whose write failed and is tried again. */
  merge(other: DayEvents): void {
    for (const { page, count } of other.views.values()) this.addView(page, count);
    for (const { appSlug, store, count } of other.storeClicks.values()) {
      this.addStoreClick(appSlug, store, count);
    }
    for (const visitor of other.visitors) this.visitors.add(visitor);
  }
}

/** Events as they arrive, grouped by day; taken out whole when they are written. */
export class EventBatch {
  private days = new Map<string, DayEvents>();

  /** Counts an event of this visitor; answers false (and counts nothing) for a path that is no public page. */
  add(event: AnalyticsEvent, visitor: string, at: Date = new Date()): boolean {
    const page = event.type === 'view' ? publicPage(event.path) : null;
    if (event.type === 'view' && !page) return false;
    const events = this.dayOf(utcDay(at));
    if (page) events.addView(page);
    if (event.type === 'store_click') events.addStoreClick(event.appSlug, event.store);
    events.visitors.add(visitor);
    return true;
  }

  get isEmpty(): boolean {
    return this.days.size === 0;
  }

  /** Everything counted so far, oldest day first; the batch starts again empty. */
  take(): DayEvents[] {
    const taken = [...this.days.values()].sort((a, b) => a.day.localeCompare(b.day));
    this.days = new Map();
    return taken;
  }

  /** Puts back days whose write failed, to be written with the next batch. */
  restore(days: DayEvents[]): void {
    for (const events of days) this.dayOf(events.day).merge(events);
  }

  private dayOf(day: string): DayEvents {
    let events = this.days.get(day);
    if (!events) this.days.set(day, (events = new DayEvents(day)));
    return events;
  }
}
