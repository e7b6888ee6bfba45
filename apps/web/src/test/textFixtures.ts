/** A text of `count` lines, each naming its version, so that two versions share no line. */
export function numberedLines(version: string, count: number): string {
  return Array.from({ length: count }, (_, index) => `${version} line ${index + 1}`).join('\n');
}

/** `text` with every `every`th line rewritten, from the first. */
export function rewriteEvery(text: string, every: number): string {
  return text
    .split('\n')
    .map((line, index) => (index % every === 0 ? `${line} (rewritten)` : line))
    .join('\n');
}
