import { PAGE_STATE_ID } from './pageState';

/** Where index.html receives the server's parts. */
const HEAD_MARKER = '<!--app-head-->';
const MARKUP_MARKER = '<!--app-html-->';
const STATE_MARKER = '<!--app-state-->';
const HEAD_END = '</head>';
/** index.html's root element names its language, the default locale's, for the page to replace. */
const HTML_LANG = /<html lang="[^"]*"/;

interface DocumentParts {
  /** The page's language, a BCP 47 tag. */
  lang: string;
  /** Title, meta tags, structured data: where index.html marks them. */
  head: string;
  /**
   * Stylesheets and preloads the page adds: at the end of the head, after index.html's own styles, so
   * that they override them as they do when the browser loads a page's chunk itself.
   */
  headEnd: string;
  markup: string;
  /** The page state's JSON (already safe inside a script), or null for a page the browser renders alone. */
  stateJson: string | null;
}

/** Fills the template (with functions: `$` patterns in page text must stay as they are). */
export function htmlDocument(
  template: string,
  { lang, head, headEnd, markup, stateJson }: DocumentParts,
): string {
  const state =
    stateJson === null
      ? ''
      : `<script type="application/json" id="${PAGE_STATE_ID}">${stateJson}</script>`;
  return template
    .replace(HTML_LANG, () => `<html lang="${lang}"`)
    .replace(HEAD_MARKER, () => head)
    .replace(HEAD_END, () => (headEnd ? `  ${headEnd}\n  ${HEAD_END}` : HEAD_END))
    .replace(MARKUP_MARKER, () => markup)
    .replace(STATE_MARKER, () => state);
}
