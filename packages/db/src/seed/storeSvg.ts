import type { EntityManager } from '@mikro-orm/postgresql';
import { fileUrl, storeFile } from '../files/fileStore';

async function* bytesOf(text: string): AsyncGenerator<Uint8Array> {
  yield Buffer.from(text, 'utf8');
}

/** Stores an SVG picture as an uploaded file and answers the URL it is served from. */
export async function storeSvg(em: EntityManager, filename: string, svg: string): Promise<string> {
  const file = await storeFile(em, { filename, mimetype: 'image/svg+xml', content: bytesOf(svg) });
  return fileUrl(file);
}
