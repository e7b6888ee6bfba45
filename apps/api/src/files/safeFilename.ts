import { MEDIA_EXTENSIONS } from './detectMediaType';

const MAX_LENGTH = 200;

/** The name to keep for an upload: no folders or control characters, not too long (the extension stays). */
export function safeFilename(declared: string | undefined, mimetype: string): string {
  const name = (declared ?? '')
    .split(/[\\/]/)
    .pop()!
    // Names are shown in the dashboard and sent in headers: no control characters or quotes.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  const short = name.length > MAX_LENGTH ? name.slice(name.length - MAX_LENGTH) : name;
  return short || `upload.${MEDIA_EXTENSIONS[mimetype] ?? 'bin'}`;
}
