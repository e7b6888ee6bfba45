import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@studio/chromium';
import type { Measurement } from './report';

interface NetworkRequest {
  url: string;
  transferSize: number;
  resourceType?: string;
}

/** The bytes of an original: what a page without resized copies would have downloaded for it. */
async function originalSize(url: string): Promise<number> {
  const original = new URL(url);
  original.search = '';
  const response = await fetch(original, { method: 'HEAD' });
  return Number(response.headers.get('content-length'));
}

/**
 * What a phone downloads for the home page's stored images (Lighthouse's mobile run: a mid-range phone,
 * lazy images near the screen included), against the size of the same images' originals.
 */
export async function measurePhoneImageBytes(siteUrl: string): Promise<Measurement[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  let requests: NetworkRequest[];
  try {
    const run = await lighthouse(`${siteUrl}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['network-requests'],
    });
    const details = run?.lhr.audits['network-requests']?.details as
      { items: NetworkRequest[] } | undefined;
    if (!details) throw new Error('Lighthouse listed no network requests for /');
    requests = details.items;
  } finally {
    chrome.kill();
  }
  const images = requests.filter(
    (request) =>
      request.resourceType === 'Image' && new URL(request.url).pathname.startsWith('/api/files/'),
  );
  if (images.length === 0) throw new Error('The home page loaded no stored images');
  const downloaded = images.reduce((total, image) => total + image.transferSize, 0);
  const originals = [...new Set(images.map((image) => image.url))];
  const sizes = await Promise.all(originals.map(originalSize));
  const originalBytes = sizes.reduce((total, size) => total + size, 0);
  return [
    {
      name: `Home page images on a phone: ${Math.round(downloaded / 1024)} KB of ${Math.round(originalBytes / 1024)} KB originals (${images.length} images)`,
      value: downloaded / originalBytes,
      unit: '× originals',
      target: 0.5,
      kind: 'max',
    },
  ];
}
