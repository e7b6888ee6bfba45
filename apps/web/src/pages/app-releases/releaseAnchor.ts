/** The id of a release's section on the releases page, e.g. "v1.2.0": links and the feed point at it. */
export function releaseAnchor(version: string): string {
  return `v${version.replace(/[^A-Za-z0-9._-]+/g, '-')}`;
}
