import { IMAGE_WIDTHS, type ImageInfo } from '@studio/schemas';
import { peakResidentMbDuring, residentMb } from './processMemory';
import type { Measurement } from './report';

const CLIENTS = 20;
// What browsers and other clients send as Accept.
const ACCEPTS = ['image/avif,image/webp,*/*', 'image/webp,*/*', 'image/*'];

/** Every resized copy the site's pictures can be asked for: each width up to its own, in each format. */
async function variantRequests(siteUrl: string): Promise<{ url: string; accept: string }[]> {
  const answers = await Promise.all(
    ['/api/apps', '/api/blog'].map(async (path) => (await fetch(`${siteUrl}${path}`)).json()),
  );
  const images = new Map<string, ImageInfo>();
  for (const item of (answers as { images: Record<string, ImageInfo> }[][]).flat()) {
    for (const [url, info] of Object.entries(item.images))
      if (info.resizable) images.set(url, info);
  }
  return [...images].flatMap(([url, info]) => {
    const widths = IMAGE_WIDTHS.filter(
      (_width, index) => index === 0 || IMAGE_WIDTHS[index - 1]! < info.width,
    );
    return widths.flatMap((width) =>
      ACCEPTS.map((accept) => ({ url: `${siteUrl}${url}?w=${width}`, accept })),
    );
  });
}

/**
 * How much the server's memory grows while 20 clients at once fetch every resized copy of the sample
 * pictures, twice over: the first time they are made, the second time they come from storage or memory.
 */
export async function measureVariantMemory(
  siteUrl: string,
  serverPid: number,
): Promise<Measurement[]> {
  const requests = await variantRequests(siteUrl);
  const queue = [...requests, ...requests];
  const baselineMb = await residentMb(serverPid);
  const started = performance.now();
  const { peakMb } = await peakResidentMbDuring(serverPid, () =>
    Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const response = await fetch(next.url, { headers: { accept: next.accept } });
          if (!response.ok) throw new Error(`${next.url} answered ${response.status}`);
          await response.arrayBuffer();
        }
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      name: `${CLIENTS} clients fetching ${requests.length} resized images twice (${Math.round(seconds)} s): server memory growth`,
      value: peakMb - baselineMb,
      unit: 'MB',
      target: 100,
      kind: 'max',
    },
  ];
}
