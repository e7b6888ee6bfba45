import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { fileUrl, storeFile } from '@studio/db';

/** How a sample drawing is stored: as the SVG itself, or rendered to a PNG or JPEG as a camera or phone makes them. */
export type PictureFormat = 'svg' | 'png' | 'jpeg';

const MIMETYPES: Record<PictureFormat, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpeg: 'image/jpeg',
};
const EXTENSIONS: Record<PictureFormat, string> = { svg: 'svg', png: 'png', jpeg: 'jpg' };

async function* once(bytes: Buffer): AsyncGenerator<Uint8Array> {
  yield bytes;
}

async function render(svg: string, format: PictureFormat) {
  const image = sharp(Buffer.from(svg, 'utf8'));
  const { width, height } = await image.metadata();
  if (format === 'svg') return { bytes: Buffer.from(svg, 'utf8'), width, height };
  const bytes = await (format === 'png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
  return { bytes, width, height };
}

/** Stores a drawing as an uploaded file named `name` plus the format's extension; answers its URL. */
export async function storePicture(
  em: EntityManager,
  name: string,
  svg: string,
  format: PictureFormat,
): Promise<string> {
  const { bytes, width, height } = await render(svg, format);
  const file = await storeFile(em, {
    filename: `${name}.${EXTENSIONS[format]}`,
    mimetype: MIMETYPES[format],
    width,
    height,
    content: once(bytes),
  });
  return fileUrl(file);
}
