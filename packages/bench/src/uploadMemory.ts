import type { Measurement } from './report';
import { peakResidentMbDuring, residentMb } from './processMemory';
import { BENCH_ADMIN } from './startSite';

export const VIDEO_MB = 90;
const PIECE_BYTES = 64 * 1024;

export async function signIn(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`Login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A multipart body holding a VIDEO_MB MP4-looking file, generated piece by piece. */
function trailerUpload(boundary: string): ReadableStream<Uint8Array> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="trailer.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let remaining = VIDEO_MB * 1024 * 1024 - ftyp.length;
  let stage: 'head' | 'body' | 'tail' | 'done' = 'head';
  return new ReadableStream({
    pull(controller) {
      if (stage === 'head') {
        controller.enqueue(Buffer.concat([head, ftyp]));
        stage = 'body';
      } else if (stage === 'body') {
        const size = Math.min(PIECE_BYTES, remaining);
        controller.enqueue(Buffer.alloc(size, 7));
        remaining -= size;
        if (remaining === 0) stage = 'tail';
      } else if (stage === 'tail') {
        controller.enqueue(tail);
        stage = 'done';
      } else {
        controller.close();
      }
    },
  });
}

/** Uploads the VIDEO_MB trailer as the admin, streamed as it is generated; answers its URL. */
export async function uploadTrailer(siteUrl: string, cookie: string): Promise<string> {
  const boundary = `bench${Date.now()}`;
  const response = await fetch(`${siteUrl}/api/admin/upload`, {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: trailerUpload(boundary),
    duplex: 'half',
  } as RequestInit);
  if (response.status !== 201) {
    throw new Error(`Upload answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { url: string }).url;
}

/** How much the server's memory grows while it takes a 90 MB trailer and serves it back. */
export async function measureUploadMemory(
  siteUrl: string,
  serverPid: number,
): Promise<Measurement[]> {
  const cookie = await signIn(siteUrl);
  const baselineMb = await residentMb(serverPid);
  const started = performance.now();
  const upload = await peakResidentMbDuring(serverPid, () => uploadTrailer(siteUrl, cookie));
  const uploadSeconds = (performance.now() - started) / 1000;
  const beforeDownloadMb = await residentMb(serverPid);
  const download = await peakResidentMbDuring(serverPid, async () => {
    const response = await fetch(`${siteUrl}${upload.result}`);
    let bytes = 0;
    for await (const piece of response.body as unknown as AsyncIterable<Uint8Array>)
      bytes += piece.byteLength;
    return bytes;
  });
  if (download.result !== VIDEO_MB * 1024 * 1024)
    throw new Error(`Downloaded ${download.result} bytes`);
  return [
    {
      name: `${VIDEO_MB} MB upload: server memory growth`,
      value: upload.peakMb - baselineMb,
      unit: 'MB',
      target: 64,
      kind: 'max',
    },
    {
      name: `${VIDEO_MB} MB upload: time`,
      value: uploadSeconds,
      unit: 's',
      target: 15,
      kind: 'max',
    },
    {
      name: `${VIDEO_MB} MB download: server memory growth`,
      value: download.peakMb - beforeDownloadMb,
      unit: 'MB',
      target: 64,
      kind: 'max',
    },
  ];
}
