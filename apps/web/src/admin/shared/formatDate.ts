import dayjs from 'dayjs';

/** The admin blog list's date, e.g. "Mar 5, 2025". */
export function formatShortDate(isoDate: string): string {
  return dayjs(isoDate).format('MMM D, YYYY');
}

/** A date in the visitor's own locale. */
export function formatLocalDate(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString();
}

/** A moment in the visitor's own locale, e.g. "3/5/2025, 2:07 PM". */
export function formatDateTime(isoDate: string): string {
  return new Date(isoDate).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}
