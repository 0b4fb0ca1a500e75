import type { DecodeJob } from '../../core/image-decode-child';

export type DecodeVerdict = 'whole' | 'broken' | 'tooCostly';

/**
 * The demo's decoder behind core/image-check.ts: the browser's own (`createImageBitmap`), since the server's child
 * process does not exist here. It refuses what the browser cannot draw; it is more lenient than the server's on a
 * truncated file the browser still draws in part (docs/decisions.md, "A demo with no server").
 */
export const imageDecoder = {
  async decode(job: DecodeJob): Promise<DecodeVerdict> {
    try {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(job.bytes)], { type: job.type }));
      bitmap.close();
      return 'whole';
    } catch {
      return 'broken';
    }
  },
};
