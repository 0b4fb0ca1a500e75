/**
 * The child process that decodes an upload (image-decoder.ts forks it): the structural proof that a file is the
 * image its header says, in a process of its own so a big picture stalls no other request and the memory its
 * pixels took goes back to the system when the process ends. It imports nothing of the mock (it runs from source
 * under tsx and as its own file in the bundle), only the two decoders.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export interface DecodeJob {
  bytes: Uint8Array;
  type: 'image/png' | 'image/jpeg';
  maxMegapixels: number;
}

const PNG_SIGNATURE_LENGTH = 8;

/** True when the bytes are one whole image of that type: decoded to its end, with nothing riding behind. */
export function isWholeImage({ bytes, type, maxMegapixels }: DecodeJob): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return type === 'image/png' ? isWholePng(buffer) : isWholeJpeg(buffer, maxMegapixels);
}

/** Every chunk with its CRC to IEND and nothing after it (pngEndsAtIend), then every pixel inflated and unfiltered. */
function isWholePng(bytes: Buffer): boolean {
  if (!pngEndsAtIend(bytes)) return false;
  try {
    PNG.sync.read(bytes, { checkCRC: true });
    return true;
  } catch {
    return false;
  }
}

/** Walks the chunks (length, type, data, CRC): the file must end exactly after IEND. */
function pngEndsAtIend(bytes: Buffer): boolean {
  let offset = PNG_SIGNATURE_LENGTH;
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

/** Decoded marker by marker to its EOI (jpeg-js, not tolerant): the last two bytes must be that EOI. */
function isWholeJpeg(bytes: Buffer, maxMegapixels: number): boolean {
  if (bytes.length < 4 || bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return false;
  try {
    // Grey (1 component), YCbCr and Adobe CMYK/YCCK alike; RGB out, the smallest form jpeg-js writes.
    const image = jpeg.decode(bytes, {
      tolerantDecoding: false,
      maxResolutionInMP: maxMegapixels,
      maxMemoryUsageInMB: 1024,
      formatAsRGBA: false,
    });
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}

process.on('message', (job: DecodeJob) => {
  process.send?.(isWholeImage(job));
});
// The server is gone (or ended the channel): nothing more will come.
process.on('disconnect', () => process.exit(0));
// Ready: the decoders are loaded, so a decode's time budget starts with the decode itself.
process.send?.('ready');
