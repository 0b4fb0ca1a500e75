import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export type ImageType = 'image/png' | 'image/jpeg';

/** A bigger picture than any phone takes: refused before decoding, so a small file cannot claim gigabytes. */
export const IMAGE_MAX_MEGAPIXELS = 50;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The type of an upload proven by its whole structure, or null. A PNG is read chunk by chunk with every
 * CRC to IEND and nothing after it, then decoded (pngjs); a JPEG is decoded marker by marker to its EOI
 * (jpeg-js, not tolerant). First bytes alone prove nothing: a PNG signature followed by HTML is refused.
 */
export function proveImage(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return isWholePng(bytes) ? 'image/png' : null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return isWholeJpeg(bytes) ? 'image/jpeg' : null;
  return null;
}

function isWholePng(bytes: Buffer): boolean {
  if (!pngEndsAtIend(bytes)) return false;
  // IHDR is the first chunk (pngjs checks that too): refuse absurd dimensions before inflating anything.
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width * height > IMAGE_MAX_MEGAPIXELS * 1e6) return false;
  try {
    PNG.sync.read(bytes, { checkCRC: true });
    return true;
  } catch {
    return false;
  }
}

/** Walks the chunks (length, type, data, CRC): the file must end exactly after IEND. */
function pngEndsAtIend(bytes: Buffer): boolean {
  let offset = PNG_SIGNATURE.length;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    if (type === 'IEND') return length === 0 && end === bytes.length;
    offset = end;
  }
  return false;
}

function isWholeJpeg(bytes: Buffer): boolean {
  // The image must end with its EOI marker: nothing (a script, an archive) rides behind it.
  if (bytes.length < 4 || bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return false;
  try {
    const image = jpeg.decode(bytes, { tolerantDecoding: false, maxResolutionInMP: IMAGE_MAX_MEGAPIXELS, maxMemoryUsageInMB: 512, formatAsRGBA: false });
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}
