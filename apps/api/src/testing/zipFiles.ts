import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** A ZIP of these files (name → bytes or text), deflated unless `compress` is false (much faster for many). */
export async function zipOf(
  files: Record<string, string | Buffer>,
  { compress = true } = {},
): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, { compress });
  }
  zip.end();
  return buffer(zip.outputStream as Readable);
}

/**
 * The ZIP with an entry's name written over by another of the same length, in its local header and in the
 * central directory: how a hostile archive names a file yazl would refuse to write (`../x`, `/x`, `a\b`).
 */
export function renamedEntry(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('The names must be of the same length');
  const renamed = Buffer.from(zip);
  const [old, next] = [Buffer.from(from), Buffer.from(to)];
  for (let at = renamed.indexOf(old); at !== -1; at = renamed.indexOf(old, at + 1)) {
    next.copy(renamed, at);
  }
  return renamed;
}

const CENTRAL_DIRECTORY_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/** The ZIP with its first file's inflated size in the central directory said to be `size`: a header that lies. */
export function withDeclaredSize(zip: Buffer, size: number): Buffer {
  const lying = Buffer.from(zip);
  lying.writeUInt32LE(size, lying.indexOf(CENTRAL_DIRECTORY_HEADER) + 24);
  return lying;
}
