/** How many screenshots and videos a list holds, as the admin reads it. */
export function mediaCount(entries: readonly string[]): string {
  return entries.length === 1 ? '1 screenshot or video' : `${entries.length} screenshots or videos`;
}
