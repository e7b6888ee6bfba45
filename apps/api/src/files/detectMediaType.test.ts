import sharp from 'sharp';
import { detectMediaType } from './detectMediaType';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  return bytes([0, 0, 0, 8 + brands.length], 'ftyp', brands, 'rest of the file');
};

/** A real 2 × 2 picture in this format, made by sharp. */
function picture(format: 'png' | 'jpeg' | 'gif' | 'webp' | 'avif'): Promise<Buffer> {
  return sharp({ create: { width: 2, height: 2, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

describe('detectMediaType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ] as const)('recognises a picture in %s format', async (format, type) => {
    expect(await detectMediaType(await picture(format))).toBe(type);
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
    [
      'SVG with a prolog, a comment and a doctype',
      bytes([0xef, 0xbb, 0xbf], '<?xml version="1.0"?>\n<!-- hi -->\n<!DOCTYPE svg>\n<svg>'),
      'image/svg+xml',
    ],
    ['MP4', ftyp('isom', 'iso2', 'mp41'), 'video/mp4'],
    ['MOV', ftyp('qt  ', 'qt  '), 'video/quicktime'],
    ['old MOV', bytes([0, 0, 0, 8], 'moov', 'data'), 'video/quicktime'],
    [
      'WebM',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], 'B\x82\x84webm'),
      'video/webm',
    ],
  ])('recognises %s', async (_name, head, type) => {
    expect(await detectMediaType(head)).toBe(type);
  });

  it.each([
    ['text', bytes('just some text')],
    ['HTML', bytes('<!doctype html><html><body><svg></svg>')],
    ['a PDF', bytes('%PDF-1.7')],
    ['HEIC', ftyp('heic', 'mif1', 'heic')],
    ['Matroska that is not WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f], 'B\x82\x88matroska')],
    ['nothing', bytes()],
  ])('refuses %s', async (_name, head) => {
    expect(await detectMediaType(head)).toBeNull();
  });
});
