import { DomainError } from '@studio/core';
import { FASTLANE_IMPORT_LIMITS, FASTLANE_IMPORT_MESSAGES } from '@studio/schemas';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';

/** A file of the ZIP: its name, and its bytes when the caller asked to read it. */
export interface UnzippedFile {
  path: string;
  bytes: Buffer | null;
}

const messages = FASTLANE_IMPORT_MESSAGES;
const limits = FASTLANE_IMPORT_LIMITS;

const refused = (message: string) => new DomainError('invalid', message);

/** yauzl refuses these names itself (strictFileNames keeps it from turning backslashes into slashes). */
const UNSAFE_NAME =
  /^(?:invalid characters in fileName|absolute path|invalid relative path): (.*)$/s;

/** A failure of yauzl's as the client's refusal: an unsafe name, or a ZIP that cannot be read. */
function refusalOf(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const unsafe = UNSAFE_NAME.exec(error instanceof Error ? error.message : '');
  return refused(unsafe ? messages.unsafeName(unsafe[1]!) : messages.notAZip);
}

/**
 * The files of an uploaded ZIP, refused with a 400 when it is hostile or broken: not a ZIP or damaged, an
 * unsafe name (absolute, "..", backslash), more entries than FASTLANE_IMPORT_LIMITS allows, or files that
 * inflate past its sizes. Sizes are counted as the bytes inflate, not taken from the headers (yauzl also
 * checks each file's inflated size against its header). Only the files `wanted` names are inflated; the
 * others are listed by name. Folders are left out.
 */
export async function safeUnzip(
  zip: Buffer,
  wanted: (path: string) => boolean,
): Promise<UnzippedFile[]> {
  const archive = await fromBufferPromise(zip, {
    lazyEntries: true,
    strictFileNames: true,
    validateEntrySizes: true,
  }).catch((error: unknown) => {
    throw refusalOf(error);
  });
  if (archive.entryCount > limits.entries) {
    archive.close();
    throw refused(messages.tooManyEntries);
  }
  return readEntries(archive, wanted);
}

function readEntries(archive: ZipFile, wanted: (path: string) => boolean): Promise<UnzippedFile[]> {
  const files: UnzippedFile[] = [];
  let entries = 0;
  let total = 0;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      archive.close();
      reject(refusalOf(error));
    };
    archive.on('error', fail);
    archive.on('end', () => {
      settled = true;
      resolve(files);
    });
    archive.on('entry', (entry: Entry) => {
      entries += 1;
      if (entries > limits.entries) return fail(refused(messages.tooManyEntries));
      const path = entry.fileName;
      if (path.endsWith('/')) return archive.readEntry();
      if (!wanted(path)) {
        files.push({ path, bytes: null });
        return archive.readEntry();
      }
      if (entry.uncompressedSize > limits.fileBytes)
        return fail(refused(messages.fileTooLarge(path)));
      archive.openReadStream(entry, (error, stream) => {
        if (error) return fail(error);
        const pieces: Buffer[] = [];
        let size = 0;
        stream.on('data', (piece: Buffer) => {
          size += piece.length;
          total += piece.length;
          const over =
            size > limits.fileBytes
              ? messages.fileTooLarge(path)
              : total > limits.totalBytes
                ? messages.totalTooLarge
                : null;
          if (!over) return pieces.push(piece);
          stream.destroy();
          fail(refused(over));
        });
        stream.on('error', fail);
        stream.on('end', () => {
          if (settled) return;
          files.push({ path, bytes: Buffer.concat(pieces) });
          archive.readEntry();
        });
      });
    });
    archive.readEntry();
  });
}
