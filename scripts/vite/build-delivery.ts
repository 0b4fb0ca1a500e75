import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) twin of every text file of the build, where it is smaller:
 * the server sends them as they are (no compression work per request) to clients that accept them.
 */
export function precompress(): Plugin {
  return {
    name: 'star-harbour:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const texts = Object.keys(bundle).filter((file) => TEXT_FILE.test(file));
      await Promise.all(
        texts.map(async (file) => {
          const path = join(dir, file);
          const raw = await readFile(path);
          const br = brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
          const gz = gzipSync(raw, { level: 9 });
          if (br.length < raw.length) await writeFile(`${path}.br`, br);
          if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
