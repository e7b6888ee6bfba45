import dayjs from 'dayjs';

/** The admin blog list's date, e.g. "Mar 5, 2025". */
export function formatShortDate(isoDate: string): string {
  return dayjs(isoDate).format('MMM D, YYYY');
}

/** A date in the visitor's own locale. */
export function formatLocalDate(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString();
}
