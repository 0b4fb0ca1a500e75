import { deflateSync } from 'node:zlib';
import { pngChunk } from '../multipart';

/*
 * Small real images built byte by byte, so each colour model and coding a browser shows is tested without an
 * image tool. The JPEGs are flat grey (every block a DC of 0 and an immediate end of block: one one-bit Huffman
 * code for each), which keeps them tiny even at 7000 × 7000; Chromium shows every one of them.
 */

const segment = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 255, ...data];
/** One Huffman table holding one symbol (0: DC difference 0, or AC end of block) with the one-bit code `0`. */
const oneCodeTable = (classAndId: number) => segment(0xc4, [classAndId, 1, ...new Array<number>(15).fill(0), 0]);
const flatQuantisation = segment(0xdb, [0, ...new Array<number>(64).fill(1)]);

/** `count` codes of `bitsEach` zero bits, padded with ones to a byte as JPEG wants (no 0xFF can appear). */
function zeroCodes(count: number, bitsEach: number): number[] {
  const bits = count * bitsEach;
  const bytes = new Array<number>(Math.ceil(bits / 8)).fill(0);
  const pad = bytes.length * 8 - bits;
  if (pad > 0) bytes[bytes.length - 1] = (1 << pad) - 1;
  return bytes;
}

const frame = (sof: number, width: number, height: number, components: number[][]) =>
  segment(sof, [8, height >> 8, height & 255, width >> 8, width & 255, components.length, ...components.flat()]);

export interface FlatJpegOptions {
  /** 0xC0 baseline (default), 0xC1 extended, 0xC2 progressive, 0xC3 lossless … */
  sof?: number;
  /** 1 grey (default), 3 YCbCr, 4 with an Adobe marker (CMYK, transform 0, or YCCK, transform 2). */
  components?: 1 | 3 | 4;
  adobeTransform?: 0 | 2;
}

/** A flat grey JPEG of any size: baseline or progressive, 1, 3 or 4 components. */
export function flatJpeg(width: number, height: number, { sof = 0xc0, components = 1, adobeTransform }: FlatJpegOptions = {}): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const ids = Array.from({ length: components }, (_, i) => i + 1);
  const adobe = adobeTransform === undefined ? [] : segment(0xee, [...Buffer.from('Adobe'), 0, 100, 0, 0, 0, 0, adobeTransform]);
  const scanHeader = (ss: number, se: number) => segment(0xda, [ids.length, ...ids.flatMap((id) => [id, 0x00]), ss, se, 0]);
  // Progressive: a DC scan, then an AC scan per component (AC scans hold one component each).
  const scans =
    sof === 0xc2
      ? [
          ...scanHeader(0, 0),
          ...zeroCodes(blocks * components, 1),
          ...ids.flatMap((id) => [...segment(0xda, [1, id, 0x00, 1, 63, 0]), ...zeroCodes(blocks, 1)]),
        ]
      : [...scanHeader(0, 63), ...zeroCodes(blocks * components, 2)];
  return Buffer.from([
    0xff,
    0xd8,
    ...adobe,
    ...flatQuantisation,
    ...frame(
      sof,
      width,
      height,
      ids.map((id) => [id, 0x11, 0]),
    ),
    ...oneCodeTable(0x00),
    ...oneCodeTable(0x10),
    ...scans,
    0xff,
    0xd9,
  ]);
}

/** A 2 × 2 grey JPEG as libjpeg writes it (JFIF, its standard Huffman tables): the kind a phone's editor saves. */
export const LIBJPEG_GREY_2X2 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAACAAIBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q==',
  'base64',
);

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** A whole PNG of any colour type and bit depth (a palette one with PLTE and tRNS), its pixels a checkerboard of two values. */
export function png(width: number, height: number, colorType: 0 | 2 | 3 | 4 | 6, bitDepth: 1 | 2 | 4 | 8 | 16): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, colorType, 0, 0, 0], 8);
  const rowBytes = Math.ceil((width * (CHANNELS[colorType] ?? 1) * bitDepth) / 8);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    // Filter type 0, then bytes that, at any depth, stay inside a palette of 2 entries (0x00 and 0x55…).
    for (let x = 0; x < rowBytes; x++)
      raw[y * (rowBytes + 1) + 1 + x] =
        (x + y) % 2 === 0 ? 0 : colorType === 3 && bitDepth === 8 ? 1 : 0x55 & (bitDepth === 1 ? 0x55 : 0x11);
  }
  const palette = colorType === 3 ? [pngChunk('PLTE', Buffer.from([255, 0, 0, 0, 0, 255])), pngChunk('tRNS', Buffer.from([128, 255]))] : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...palette,
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
