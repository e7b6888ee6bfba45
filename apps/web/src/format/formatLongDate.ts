/** Each locale's formatter, made once. */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The public date format in the locale's own order: "March 5, 2025" (the spec's "MMMM d, yyyy"),
 * "5. März 2025", "2025年3月5日". In UTC: the server and every visitor's browser must print the same day
 * for the same instant. The browser's own CLDR data, not dayjs's: its locale data and plugins would add
 * 4.6 KB gzip to every page's first load, which has none to spare.
 */
export function formatLongDate(isoDate: string, locale = 'en'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(isoDate));
}
