// The API's paths, and files the build would have had: no page answers them.
const NOT_PAGES = /^\/(api|trpc|assets)(\/|\?|$)/;

// A control character percent-encoded: C0 (%00 to %1F), DEL (%7F) or C1 (U+0080 to U+009F, %C2%80 to %C2%9F
// in UTF-8). No page's address holds one, yet a page could answer it: a slug read from the path is trimmed
// by the queries (/apps/space-miner%0a would show that app). Node's HTTP parser refuses raw C0 ones and DEL.
const ENCODED_CONTROL_CHARACTER = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;

/**
 * Whether a URL may be a page (or a site file such as the sitemap): every path but the API's and assets',
 * and those with a control character. The app's pages and site files and the content cache's keys (the app's
 * and the front's) all ask here.
 */
export function isPagePath(url: string): boolean {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return !NOT_PAGES.test(path) && !ENCODED_CONTROL_CHARACTER.test(path);
}
