import { useLongDate } from '../../format/useLongDate';

/** A release's day, e.g. "May 2, 2024". */
export function ReleaseDate({ day }: { day: string }) {
  const longDate = useLongDate();
  return <time dateTime={day}>{longDate(day)}</time>;
}
