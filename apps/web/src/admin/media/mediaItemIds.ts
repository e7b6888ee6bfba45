/**
 * Stable ids for sortable entries. The same file may appear twice, so repeats get a counter:
 * ["a", "b", "a"] becomes ["a#0", "b#0", "a#1"].
 */
export function mediaItemIds(entries: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const occurrence = seen.get(entry) ?? 0;
    seen.set(entry, occurrence + 1);
    return `${entry}#${occurrence}`;
  });
}
