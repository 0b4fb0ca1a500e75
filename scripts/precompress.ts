/** Part of `npm run build`, after `vite build`: the built app's precompressed twins (scripts/lib/precompress.ts). */
import { precompress } from './lib/precompress';

const dir = process.argv[2] ?? 'dist/web';
const started = performance.now();
const count = await precompress(dir);
console.log(`${dir}: ${count} text files precompressed (br, gz) in ${Math.round(performance.now() - started)} ms`);
