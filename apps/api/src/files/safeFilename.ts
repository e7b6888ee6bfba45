import {
  FILENAME_MAX_LENGTH,
  MEDIA_EXTENSIONS,
  withoutUnsafeFilenameCharacters,
} from '@studio/schemas';

/** The name to keep for an upload: no folders or control characters, not too long (the extension stays). */
export function safeFilename(declared: string | undefined, mimetype: string): string {
  const name = withoutUnsafeFilenameCharacters((declared ?? '').split(/[\\/]/).pop()!).trim();
  const short =
    name.length > FILENAME_MAX_LENGTH ? name.slice(name.length - FILENAME_MAX_LENGTH) : name;
  return short || `upload.${MEDIA_EXTENSIONS[mimetype] ?? 'bin'}`;
}
