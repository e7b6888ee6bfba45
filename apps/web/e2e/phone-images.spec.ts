import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 });

interface LoadedImage {
  path: string;
  width: number | null;
  type: string;
}

test('an app page on a phone loads small resized copies of its pictures, not the originals', async ({
  page,
}) => {
  const loaded: LoadedImage[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/files/') || response.request().resourceType() !== 'image')
      return;
    const width = url.searchParams.get('w');
    loaded.push({
      path: url.pathname,
      width: width ? Number(width) : null,
      type: response.headers()['content-type'] ?? '',
    });
  });
  await page.goto('/apps/space-miner');
  await expect(page.getByRole('heading', { level: 1, name: 'Space Miner' })).toBeVisible();
  const screenshot = page.getByRole('img', { name: 'Space Miner screenshot 1' });
  await expect(screenshot).toHaveJSProperty('complete', true);
  await expect(page.getByRole('img', { name: 'Space Miner icon' })).toHaveJSProperty(
    'complete',
    true,
  );

  const rasters = loaded.filter((image) => /\.(png|jpg)$/.test(image.path));
  expect(rasters.map((image) => image.path)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/space-miner-icon\.png$/),
      expect.stringMatching(/space-miner-screenshot-1\.png$/),
    ]),
  );
  for (const image of rasters) {
    // 128 px icon and 248 px screenshot at 2 device pixels per CSS pixel: 320 and 640 wide at most.
    expect(image.width, image.path).not.toBeNull();
    expect(image.width!, image.path).toBeLessThanOrEqual(640);
    expect(image.type, image.path).toMatch(/^image\/(avif|webp)$/);
  }
  // Drawn in the box the page reserved for it: nothing moved when it arrived.
  const box = await screenshot.boundingBox();
  expect(Math.round((box!.height / box!.width) * 9)).toBe(16);
});
