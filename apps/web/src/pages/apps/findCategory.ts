/** The category a URL names, spelled as the site spells it (the URL may use any case); null when unknown. */
export function findCategory(name: string, categories: readonly string[]): string | null {
  const wanted = name.toLowerCase();
  return categories.find((category) => category.toLowerCase() === wanted) ?? null;
}
