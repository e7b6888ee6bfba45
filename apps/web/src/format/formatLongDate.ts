import dayjs from 'dayjs';

/** The public date format, e.g. "March 5, 2025" (the spec's "MMMM d, yyyy"). */
export function formatLongDate(isoDate: string): string {
  return dayjs(isoDate).format('MMMM D, YYYY');
}
