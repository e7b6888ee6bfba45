const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** Store clicks per page view, as a share: "12.5%", or "–" for an app nobody saw. */
export function formatClicksPerView(storeClicks: number, views: number): string {
  return views === 0 ? '–' : percent.format(storeClicks / views);
}
