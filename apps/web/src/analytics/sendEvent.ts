import type { AnalyticsEvent } from '@studio/schemas';

/**
 * Counts a page view or a store click. Fire and forget: `keepalive` lets it finish while the visitor leaves
 * for the store, and a failure never troubles the page.
 */
export function sendEvent(event: AnalyticsEvent): void {
  fetch('/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
    keepalive: true,
  }).catch(() => undefined);
}
