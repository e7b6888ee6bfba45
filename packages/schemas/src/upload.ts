import { z } from 'zod';

export const MEGABYTE = 1024 * 1024;
export const IMAGE_MAX_MB = 5;
export const VIDEO_MAX_MB = 100;
export const MEDIA_MAX_FILES = 10;
const VIDEO_EXTENSIONS = ['.mp4', '.mov', '.webm'] as const;
export const MEDIA_ACCEPT = ['image/*', 'video/*', ...VIDEO_EXTENSIONS].join(',');
export const IMAGE_ACCEPT = 'image/*';

export type UploadKind = 'image' | 'video';

export const fileTooLargeMessage = (maxMb: number) => `File too large. Maximum size is ${maxMb}MB.`;
export const maxFilesMessage = (max: number) => `Maximum of ${max} files allowed.`;
export const UNSUPPORTED_FILE_MESSAGE = 'Only images and videos (MP4, MOV, WebM) can be uploaded.';

/** The declared kind of a file the browser offers, from its type or, failing that, its extension. */
export function declaredUploadKind(file: { name: string; type: string }): UploadKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  const name = file.name.toLowerCase();
  return VIDEO_EXTENSIONS.some((extension) => name.endsWith(extension)) ? 'video' : null;
}

export function uploadLimitMb(kind: UploadKind): number {
  return kind === 'video' ? VIDEO_MAX_MB : IMAGE_MAX_MB;
}

/** What a stored file is, from its detected media type. */
export function uploadKindOf(mimetype: string): UploadKind {
  return mimetype.startsWith('video/') ? 'video' : 'image';
}

export const uploadResultSchema = z.object({
  url: z.string().describe('Where the uploaded file is served, e.g. /api/files/{id}/{name}'),
  kind: z
    .enum(['image', 'video'])
    .describe('Read from the bytes, whatever the name or declared type'),
  mimetype: z.string().describe('The media type detected from the bytes'),
  size: z.number().int().describe('Bytes stored (an image after its metadata was removed)'),
  width: z.number().int().nullable().describe('Pixels, for images; null for videos'),
  height: z.number().int().nullable().describe('Pixels, for images; null for videos'),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
