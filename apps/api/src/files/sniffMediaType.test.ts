import { sniffMediaType } from './sniffMediaType';

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

describe('sniffMediaType', () => {
  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['AVIF listed as compatible', ftyp('mif1', 'avif'), 'image/avif'],
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
  ])('recognises %s', (_name, head, type) => {
    expect(sniffMediaType(head)).toBe(type);
  });

  it.each([
    ['text', bytes('just some text')],
    ['HTML', bytes('<!doctype html><html><body><svg></svg>')],
    ['a PDF', bytes('%PDF-1.7')],
    ['HEIC', ftyp('heic', 'mif1', 'heic')],
    ['Matroska that is not WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f], 'B\x82\x88matroska')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(sniffMediaType(head)).toBeNull();
  });
});
