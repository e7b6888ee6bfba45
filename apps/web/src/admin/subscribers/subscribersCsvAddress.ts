/** GET /api/admin/subscribers.csv of a list (`news` or an app's slug): the browser downloads it. */
export function subscribersCsvAddress(list: string): string {
  return `/api/admin/subscribers.csv?list=${encodeURIComponent(list)}`;
}
