const MIN_VIEWS = 1_200;
const MAX_VIEWS = 98_000;

/** A seed that changes with every rendering of the site, so counts look alive. */
export function viewSeed(renderTime: number): number {
  return renderTime % 0x7fffffff;
}

/** A display-only view count for an app card, stable per app and seed (mulberry32 of both). */
export function viewCount(appId: number, seed: number): number {
  let state = (appId * 0x9e3779b1 + seed) | 0;
  state = (state + 0x6d2b79f5) | 0;
  let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
  mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
  const unit = ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  return Math.floor(MIN_VIEWS + unit * (MAX_VIEWS - MIN_VIEWS));
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

export function formatViews(views: number): string {
  return `${compact.format(views)} views`;
}
