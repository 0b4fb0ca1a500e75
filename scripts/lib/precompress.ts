/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) twin of every text
 * file of the built app where it is smaller; the server sends them as they are (no compression work per request)
 * to clients that accept them (mock-server/src/core/static-delivery.ts). It ran inside Vite's bundler as a plugin,
 * where its seconds of compression were charged to the bundler and Rolldown warned about a slow plugin on every
 * build; it is not bundling, so it runs beside it. The compressions run on libuv's thread pool, in parallel.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function precompress(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => TEXT_FILE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const raw = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzipAsync(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) await writeFile(`${path}.br`, br);
      if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
    }),
  );
  return files.length;
}
