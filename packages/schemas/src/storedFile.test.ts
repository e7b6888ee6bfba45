import {
  sha256HexSchema,
  storedFilenameSchema,
  storedMimetypeSchema,
  withoutUnsafeFilenameCharacters,
} from './storedFile';

const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('what a stored file is', () => {
  it('has a SHA-256 checksum of 64 lowercase hex digits, and nothing around it', () => {
    const checksum = 'ab'.repeat(32);
    expect(ok(sha256HexSchema, checksum)).toBe(true);
    expect(ok(sha256HexSchema, `${checksum}\n`)).toBe(false);
    expect(ok(sha256HexSchema, checksum.toUpperCase())).toBe(false);
    expect(ok(sha256HexSchema, checksum.slice(1))).toBe(false);
  });

  it('is one of the images and videos the site takes', () => {
    expect(ok(storedMimetypeSchema, 'image/png')).toBe(true);
    expect(ok(storedMimetypeSchema, 'video/quicktime')).toBe(true);
    for (const other of ['text/html', 'image/png\r\nx-evil: 1', 'toString', ''])
      expect(ok(storedMimetypeSchema, other)).toBe(false);
  });

  it('has a name without control characters, quotes or slashes, of at most 200 characters', () => {
    expect(ok(storedFilenameSchema, 'my shot (2).png')).toBe(true);
    for (const name of ['', 'a\nb.png', 'say "hi".png', '../x.png', 'a\\b.png', 'x'.repeat(201)])
      expect(ok(storedFilenameSchema, name)).toBe(false);
  });

  it('loses those characters when an upload is named', () => {
    expect(withoutUnsafeFilenameCharacters('a\u0000b"c\\d/e\u007f.png')).toBe('abcde.png');
  });
});
