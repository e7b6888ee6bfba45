import { z } from 'zod';
import { textSchema } from './text';

/** The media types the site stores (read from a file's bytes on upload), with the extension a file of each is named with. */
export const MEDIA_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

export const FILENAME_MAX_LENGTH = 200;

/** A stored file's name without what it must not hold: names are shown in the dashboard and sent in headers. */
export function withoutUnsafeFilenameCharacters(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f"\\/]/g, '');
}

export const storedFilenameSchema = textSchema()
  .min(1, 'File name cannot be empty')
  .max(FILENAME_MAX_LENGTH, `File name must be at most ${FILENAME_MAX_LENGTH} characters`)
  .refine(
    (name) => withoutUnsafeFilenameCharacters(name) === name,
    'File name cannot hold control characters, quotes or slashes',
  );

export const storedMimetypeSchema = z
  .string()
  .refine(
    (mimetype) => Object.hasOwn(MEDIA_EXTENSIONS, mimetype),
    `Media type must be one of ${Object.keys(MEDIA_EXTENSIONS).join(', ')}`,
  );

/** A SHA-256 checksum as the site records it: 64 lowercase hex digits. */
export const sha256HexSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Checksum must be a SHA-256 in 64 lowercase hex digits');

export const byteSizeSchema = z.number().int().nonnegative('Size cannot be negative');
export const pixelSizeSchema = z.number().int().positive('Pixel sizes must be positive');
