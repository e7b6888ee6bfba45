// React writes the preloads it finds (e.g. the first images of a page) at the start of the markup when it
// renders into an element rather than the whole document.
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

/** Moves React's leading <link rel="preload"> tags out of the markup, to go into the head. */
export function separateResourceHints(markup: string): { hints: string; markup: string } {
  const hints = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return { hints, markup: markup.slice(hints.length) };
}
