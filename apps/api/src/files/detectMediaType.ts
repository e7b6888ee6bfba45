import { MEDIA_EXTENSIONS } from '@studio/schemas';
import { fileTypeFromBuffer } from 'file-type/core';

/** Bytes to look at: what file-type needs for every format below, and room for an SVG's prolog and comments. */
export const DETECT_BYTES = 4100;

// An animated PNG is a PNG to every tool; only its first frame survives the clean-up, as a PNG.
const SAME_AS: Record<string, string> = { 'image/apng': 'image/png' };

const SVG_START = /^(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>/]/i;

// SVG is text, which file-type leaves alone: the document must begin with <svg (after a prolog or comments).
function isSvg(bytes: Buffer): boolean {
  const text = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return SVG_START.test(text);
}

/**
 * The media type the bytes really have (from their first DETECT_BYTES), or null when they are none of the
 * images and videos the site takes. The name and type a browser declares are not trusted.
 */
export async function detectMediaType(head: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(head);
  const mimetype = detected && (SAME_AS[detected.mime] ?? detected.mime);
  if (mimetype && mimetype in MEDIA_EXTENSIONS) return mimetype;
  return isSvg(head) ? 'image/svg+xml' : null;
}
