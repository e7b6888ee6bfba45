import type { Page } from '@playwright/test';

/** Resolves once React has taken over the server's markup: from then on, the page responds to input. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
