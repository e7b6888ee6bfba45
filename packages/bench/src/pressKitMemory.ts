import { peakResidentMbDuring, residentMb } from './processMemory';
import type { Measurement } from './report';
import { signIn, uploadTrailer, VIDEO_MB } from './uploadMemory';

const SLUG = 'bench-press-kit';

/** Posts JSON as the admin; fails loudly when refused. */
async function postJson(siteUrl: string, cookie: string, path: string, body: object) {
  const response = await fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) {
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response.json() as Promise<{ url?: string }>;
}

/**
 * How much the server's memory grows while it streams a press kit holding a 90 MB trailer (SPEC issue 20:
 * at most 32 MB), read by the client as fast as it comes.
 */
export async function measurePressKitMemory(
  siteUrl: string,
  serverPid: number,
): Promise<Measurement[]> {
  const cookie = await signIn(siteUrl);
  const url = await uploadTrailer(siteUrl, cookie);
  await postJson(siteUrl, cookie, '/api/admin/apps', {
    name: 'Bench Press Kit',
    slug: SLUG,
    description: 'An app whose press kit holds a long trailer.',
    shortDescription: 'A press kit with a trailer.',
    category: 'Game',
    icon: '/api/placeholder-image',
    screenshots: [`video:file:${url}`],
    pressKitEnabled: true,
  });

  const baselineMb = await residentMb(serverPid);
  const started = performance.now();
  let bytes = 0;
  const download = await peakResidentMbDuring(serverPid, async () => {
    const response = await fetch(`${siteUrl}/apps/${SLUG}/press.zip`);
    if (response.status !== 200) throw new Error(`press.zip answered ${response.status}`);
    for await (const piece of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += piece.byteLength;
    }
  });
  if (bytes < VIDEO_MB * 1024 * 1024) throw new Error(`press.zip held only ${bytes} bytes`);
  return [
    {
      name: `Press kit ZIP with a ${VIDEO_MB} MB trailer: server memory growth`,
      value: download.peakMb - baselineMb,
      unit: 'MB',
      target: 32,
      kind: 'max',
    },
    {
      name: 'Press kit ZIP: time',
      value: (performance.now() - started) / 1000,
      unit: 's',
      target: 30,
      kind: 'max',
    },
  ];
}
