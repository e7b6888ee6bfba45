import { PAGE_STATE_ID } from './pageState';

/** Where index.html receives the server's parts. */
export const HEAD_MARKER = '<!--app-head-->';
export const MARKUP_MARKER = '<!--app-html-->';
export const STATE_MARKER = '<!--app-state-->';

interface DocumentParts {
  head: string;
  markup: string;
  /** The page state's JSON (already safe inside a script), or null for a page the browser renders alone. */
  stateJson: string | null;
}

/** Fills the template's markers (with functions: `$` patterns in page text must stay as they are). */
export function htmlDocument(template: string, { head, markup, stateJson }: DocumentParts): string {
  const state =
    stateJson === null
      ? ''
      : `<script type="application/json" id="${PAGE_STATE_ID}">${stateJson}</script>`;
  return template
    .replace(HEAD_MARKER, () => head)
    .replace(MARKUP_MARKER, () => markup)
    .replace(STATE_MARKER, () => state);
}
