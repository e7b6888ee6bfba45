// In UTC: the server and every visitor's browser must print the same day for the same instant.
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The public date format, e.g. "March 5, 2025" (the spec's "MMMM d, yyyy"). */
export function formatLongDate(isoDate: string): string {
  return LONG_DATE.format(new Date(isoDate));
}
