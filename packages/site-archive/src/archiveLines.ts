import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { ArchiveInvalid } from './archiveErrors';

/** No line of a real archive comes near this (the largest holds one 256 KB file chunk in base64). */
const LONGEST_LINE_BYTES = 16 * 1024 * 1024;

const NEWLINE = 0x0a;

/** Splits bytes into lines (without their newline), however the bytes are cut into pieces. */
async function* splitLines(bytes: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of bytes) {
    let start = 0;
    for (let end = piece.indexOf(NEWLINE); end !== -1; end = piece.indexOf(NEWLINE, start)) {
      pending.push(piece.subarray(start, end));
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
    if (start < piece.length) {
      pending.push(piece.subarray(start));
      pendingBytes += piece.length - start;
      if (pendingBytes > LONGEST_LINE_BYTES) throw new ArchiveInvalid('The archive is damaged.');
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/** The lines of a gzip-compressed archive as it streams in; bytes that do not unpack are a damaged archive. */
export async function* archiveLines(compressed: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const unpacked = createGunzip();
  // A failure on either side reaches the reader through `unpacked`.
  const feeding = pipeline(Readable.from(compressed), unpacked).catch(() => undefined);
  try {
    yield* splitLines(unpacked);
  } catch (error) {
    if (error instanceof ArchiveInvalid) throw error;
    throw new ArchiveInvalid('The file is not a site archive, or it is damaged.');
  } finally {
    unpacked.destroy();
    await feeding;
  }
}
