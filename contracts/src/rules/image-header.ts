import { UPLOAD_MAX_ASPECT, UPLOAD_MAX_MEGAPIXELS } from './feedback';

/**
 * What an image's header says, read without decoding anything: its type, its size and, for a JPEG, how it is
 * coded (the SOFn marker). Both sides read it: the mock refuses by it before decoding, and a picker can too.
 */
export interface ImageHeader {
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** A JPEG's coding: baseline, extended and progressive Huffman are decoded; the others are refused. */
  coding?: JpegCoding;
}
export type JpegCoding = 'baseline' | 'extended' | 'progressive' | 'lossless' | 'hierarchical' | 'arithmetic';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The header of a PNG (its first chunk, IHDR) or a JPEG (the first SOFn), or null when there is none. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return pngHeader(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegHeader(bytes);
  return null;
}

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

function pngHeader(bytes: Uint8Array): ImageHeader | null {
  // IHDR must come first: length 13, then the type, then width and height.
  if (bytes.length < 33 || u32(bytes, 8) !== 13 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { type: 'image/png', width: u32(bytes, 16), height: u32(bytes, 20) };
}

/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), with the coding each names. */
const FRAME_CODINGS: Partial<Record<number, JpegCoding>> = {
  0xc0: 'baseline',
  0xc1: 'extended',
  0xc2: 'progressive',
  0xc3: 'lossless',
  0xc5: 'hierarchical',
  0xc6: 'hierarchical',
  0xc7: 'hierarchical',
  0xc9: 'arithmetic',
  0xca: 'arithmetic',
  0xcb: 'arithmetic',
  0xcd: 'arithmetic',
  0xce: 'arithmetic',
  0xcf: 'arithmetic',
};

/** Walks the segments after SOI (marker, length, data) to the first SOFn: the frame's size comes before any scan. */
function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes (0xFF 0xFF…) may precede a marker; standalone markers (TEM, RSTn) carry no length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const coding = FRAME_CODINGS[marker];
    if (coding) {
      if (at + 9 > bytes.length) return null;
      return { type: 'image/jpeg', height: u16(bytes, at + 5), width: u16(bytes, at + 7), coding };
    }
    // A scan or the end before any frame: no header to read.
    if (marker === 0xda || marker === 0xd9 || marker === 0xd8 || marker === 0x00) return null;
    const length = u16(bytes, at + 2);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

export type ImageSizeProblem =
  | { key: 'upload.noPixels'; params: { width: number; height: number } }
  | { key: 'upload.pixels'; params: { width: number; height: number; max: number } }
  | { key: 'upload.aspect'; params: { width: number; height: number; max: number } };

/** Why an image of this size is refused (no pixels, more than UPLOAD_MAX_MEGAPIXELS, absurdly thin), or null. */
export function imageSizeProblem({ width, height }: Pick<ImageHeader, 'width' | 'height'>): ImageSizeProblem | null {
  if (width === 0 || height === 0) return { key: 'upload.noPixels', params: { width, height } };
  if (width * height > UPLOAD_MAX_MEGAPIXELS * 1e6) return { key: 'upload.pixels', params: { width, height, max: UPLOAD_MAX_MEGAPIXELS } };
  if (Math.max(width, height) > UPLOAD_MAX_ASPECT * Math.min(width, height))
    return { key: 'upload.aspect', params: { width, height, max: UPLOAD_MAX_ASPECT } };
  return null;
}
