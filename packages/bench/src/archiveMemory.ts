import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { peakResidentMbDuring, residentMb } from './processMemory';
import type { Measurement } from './report';
import { signIn, uploadTrailer, VIDEO_MB } from './uploadMemory';

/** A multipart body holding the archive file, read from disk as it is sent. */
async function* archiveUpload(file: string, boundary: string): AsyncGenerator<Buffer> {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site.jsonl.gz"\r\nContent-Type: application/gzip\r\n\r\n`,
  );
  yield* createReadStream(file);
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** An export's or an import's measurements: how much the server's memory grew (64 MB at most), and its time. */
function archiveMeasurements(
  move: 'Export' | 'Import',
  growthMb: number,
  seconds: number,
): Measurement[] {
  return [
    {
      name: `${move} with a ${VIDEO_MB} MB video: server memory growth`,
      value: growthMb,
      unit: 'MB',
      target: 64,
      kind: 'max',
    },
    { name: `${move}: time`, value: seconds, unit: 's', target: 30, kind: 'max' },
  ];
}

/**
 * How much the server's memory grows while it exports a site holding a 90 MB video and imports it back
 * (replacing the site), and how long each takes.
 */
export async function measureArchiveMemory(
  siteUrl: string,
  serverPid: number,
): Promise<Measurement[]> {
  const cookie = await signIn(siteUrl);
  await uploadTrailer(siteUrl, cookie);

  const file = join(tmpdir(), `studio-bench-${Date.now()}.jsonl.gz`);
  try {
    const beforeExportMb = await residentMb(serverPid);
    let started = performance.now();
    const exported = await peakResidentMbDuring(serverPid, async () => {
      const response = await fetch(`${siteUrl}/api/admin/export`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`Export answered ${response.status}`);
      await pipeline(
        Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
        createWriteStream(file),
      );
    });
    const exportSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    const imported = await peakResidentMbDuring(serverPid, async () => {
      const boundary = `bench${Date.now()}`;
      const response = await fetch(`${siteUrl}/api/admin/import?replace=true`, {
        method: 'POST',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: Readable.from(archiveUpload(file, boundary)),
        duplex: 'half',
      } as RequestInit);
      if (response.status !== 200)
        throw new Error(`Import answered ${response.status}: ${await response.text()}`);
    });
    const importSeconds = (performance.now() - started) / 1000;
    return [
      ...archiveMeasurements('Export', exported.peakMb - beforeExportMb, exportSeconds),
      // From the same baseline as the export: the site at rest, before either.
      ...archiveMeasurements('Import', imported.peakMb - beforeExportMb, importSeconds),
    ];
  } finally {
    await rm(file, { force: true });
  }
}
