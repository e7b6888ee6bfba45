import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** The site's time zone: its pages show dates in UTC, so schedules are set and shown in UTC too. */
export const SITE_TIME_ZONE = 'UTC';

/** The picker's wall time ("2026-12-01 09:00:00") of an ISO date-time, in the site's time zone. */
export function pickerValueOf(iso: string): string | null {
  return iso ? dayjs.utc(iso).format('YYYY-MM-DD HH:mm:ss') : null;
}

/** The ISO date-time (with its offset) of the picker's wall time in the site's time zone; blank for none. */
export function isoOfPickerValue(value: string | null): string {
  return value ? dayjs.utc(value).toISOString() : '';
}

/** A schedule as lists show it, e.g. "Dec 1, 2026 09:00 UTC". */
export function formatScheduleTime(iso: string): string {
  return `${dayjs.utc(iso).format('MMM D, YYYY HH:mm')} ${SITE_TIME_ZONE}`;
}
