/** The list's heading: "All Apps & Games" or, filtered, e.g. "Game Apps". */
export function categoryHeading(category: string | null): string {
  return category ? `${category} Apps` : 'All Apps & Games';
}
