import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file of the repository by its path from the root, whether the mock runs from its sources (tsx) or
 * from the bundle in dist/mock (`npm start`): the root is the nearest folder up with a package.json.
 */
export function readRepoFile(path: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return readFileSync(join(dir, path), 'utf8');
    if (dirname(dir) === dir) throw new Error(`no repository root above ${fileURLToPath(import.meta.url)}`);
  }
}
