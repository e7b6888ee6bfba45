// The API's paths, and files the build would have had: no page answers them.
const NOT_PAGES = /^\/(api|trpc|assets)(\/|\?|$)/;

/** Whether a URL may be a page (or a site file such as the sitemap): every path but the API's and assets'. */
export function isPagePath(url: string): boolean {
  return !NOT_PAGES.test(url);
}
