/** A problem the operator must fix before the site can start, told in one line (never with a stack). */
export class StartRefused extends Error {
  override name = 'StartRefused';
}
