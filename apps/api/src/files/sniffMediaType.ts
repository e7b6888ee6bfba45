/** Bytes to look at: enough for every signature below, and for an SVG's XML prolog and comments. */
export const SNIFF_BYTES = 4096;

export const MEDIA_EXTENSIONS: Record<string, string> = {
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

const AVIF_BRANDS = new Set(['avif', 'avis']);
// Other ISO-BMFF images (HEIF): no browser but Safari shows them, so they are not taken.
const OTHER_IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
]);
// Old QuickTime files start with one of these atoms instead of "ftyp".
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide']);
const SVG_START = /^(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>/]/i;

function startsWith(bytes: Buffer, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/** An ISO base media file (MP4, MOV, AVIF): its "ftyp" box names a major brand and compatible ones. */
function isoMediaType(bytes: Buffer): string | null {
  const boxType = ascii(bytes, 4, 8);
  if (QUICKTIME_ATOMS.has(boxType)) return 'video/quicktime';
  if (boxType !== 'ftyp') return null;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'image/avif';
  if (brands.some((brand) => OTHER_IMAGE_BRANDS.has(brand))) return null;
  return brands[0] === 'qt  ' ? 'video/quicktime' : 'video/mp4';
}

function isSvg(bytes: Buffer): boolean {
  const text = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return SVG_START.test(text);
}

/**
 * The media type the bytes really have (from their first SNIFF_BYTES), or null when they are none
 * of the images and videos the site takes. The name and type a browser declares are not trusted.
 */
export function sniffMediaType(head: Buffer): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (/^GIF8[79]a/.test(ascii(head, 0, 6))) return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  // WebM is Matroska (EBML) whose DocType says "webm".
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    return ascii(head, 4, 64).includes('webm') ? 'video/webm' : null;
  }
  if (head.length >= 12) {
    const iso = isoMediaType(head);
    if (iso) return iso;
  }
  return isSvg(head) ? 'image/svg+xml' : null;
}
