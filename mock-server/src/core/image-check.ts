import { imageSizeProblem, readImageHeader, UPLOAD_MAX_MEGAPIXELS } from '@contracts/rules';
import { fail, type DomainError } from './errors';
import { imageDecoder } from './image-decoder';

export type ImageType = 'image/png' | 'image/jpeg';

/** The JPEG codings jpeg-js decodes (Huffman); lossless, hierarchical and arithmetic ones no browser shows either. */
const DECODED_JPEG_CODINGS: ReadonlySet<string> = new Set(['baseline', 'extended', 'progressive']);

/**
 * The type of an upload proven by its whole structure, or the refusal. First its header, read without decoding:
 * a PNG's IHDR or a JPEG's first SOFn, whose size must be one a phone photo or a screenshot has (the contract's
 * `imageSizeProblem`), so a small file cannot claim gigapixels. Then the whole file, decoded in a child process
 * (image-decoder.ts): a PNG chunk by chunk with every CRC to IEND and nothing after it, a JPEG marker by marker to
 * its EOI. First bytes alone prove nothing: a PNG signature followed by HTML is refused. Async and behind this one
 * function, so a runtime without child processes (a browser) can bring its own decoder.
 */
export async function proveImage(bytes: Buffer): Promise<ImageType | DomainError> {
  const header = readImageHeader(bytes);
  if (!header) return fail('upload.type');
  const problem = imageSizeProblem(header);
  if (problem) return fail(problem.key, problem.params);
  if (header.coding && !DECODED_JPEG_CODINGS.has(header.coding)) return fail('upload.jpegCoding');
  const verdict = await imageDecoder.decode(
    { bytes, type: header.type, maxMegapixels: UPLOAD_MAX_MEGAPIXELS },
    header.width * header.height,
  );
  if (verdict === 'tooCostly') return fail('upload.tooCostly');
  return verdict === 'whole' ? header.type : fail('upload.type');
}
