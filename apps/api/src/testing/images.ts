import { crc32 } from 'node:zlib';
import sharp from 'sharp';

interface PhotoOptions {
  width: number;
  height: number;
  /** The EXIF orientation a camera writes (6: turn 90° clockwise to view). */
  orientation?: number;
}

/**
 * A JPEG as a phone writes it: EXIF with camera and GPS position. Its left quarter is blue, the rest red, so
 * that its orientation can be seen in the pixels.
 */
export function phonePhoto({ width, height, orientation = 1 }: PhotoOptions): Promise<Buffer> {
  const stripe = Math.round(width / 4);
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: stripe, height, channels: 3, background: '#0000ff' } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A plain PNG of this size, e.g. a screenshot. */
export function screenshotPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
}

/** A valid PNG of exactly `size` bytes: a tiny picture carrying a text chunk as padding. */
export async function pngOfSize(size: number): Promise<Buffer> {
  const png = await screenshotPng(4, 4);
  const end = png.subarray(png.length - 12);
  const type = Buffer.from('tEXt');
  const data = Buffer.alloc(size - png.length - 12, 0x61);
  Buffer.from('Comment\0').copy(data);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([png.subarray(0, png.length - 12), length, type, data, crc, end]);
}
