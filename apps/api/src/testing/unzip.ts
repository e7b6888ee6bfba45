import { fromBufferPromise, type Entry } from 'yauzl';

/** The entries of a ZIP, by name, with their bytes (for tests, which check what a download holds). */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  return new Promise((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', () => resolve(entries));
    archive.on('entry', (entry: Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const pieces: Buffer[] = [];
        stream.on('data', (piece: Buffer) => pieces.push(piece));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(pieces));
          archive.readEntry();
        });
      });
    });
    archive.readEntry();
  });
}
