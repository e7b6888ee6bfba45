import { formatLongDate } from '../../format/formatLongDate';

/** A release's day, e.g. "May 2, 2024". */
export function ReleaseDate({ day }: { day: string }) {
  return <time dateTime={day}>{formatLongDate(day)}</time>;
}
