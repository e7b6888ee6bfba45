import { fileUrl, storeFile, type Orm } from '@studio/db';

/**
 * An image stored as the upload route stores one, with the pixel size it measured (null: none measured), its
 * bytes never read; answers its URL.
 */
export async function storedImage(
  orm: Orm,
  filename: string,
  width: number | null,
  height: number | null,
): Promise<string> {
  const file = await storeFile(orm.em.fork(), {
    filename,
    mimetype: 'image/png',
    width,
    height,
    content: (async function* () {
      yield Buffer.from('not read: the recorded size is what counts');
    })(),
  });
  return fileUrl(file);
}
