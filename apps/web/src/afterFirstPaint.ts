/** Resolves once the browser has had the chance to paint (at once in a hidden tab, which paints nothing). */
export function afterFirstPaint(document: Document): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
