const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** An app card's view count, e.g. "12.3K views" or "1 view". */
export function formatViews(views: number): string {
  return `${compact.format(views)} ${views === 1 ? 'view' : 'views'}`;
}
