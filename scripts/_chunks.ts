import { gzipSync } from 'node:zlib';
import { buildForBench } from './lib/built-app';
const built = await buildForBench();
for (const [file, modules] of built.chunkModules) {
  if (!/(language-strings|request|ui-core|useTranslation|search-entry|list-footer|home-page|i18n|routes)-/.test(file)) continue;
  const byPkg = new Map<string, number>();
  for (const [id, code] of modules) {
    const m = /node_modules\/((@[^/]+\/)?[^/]+)\/(.*)/.exec(id);
    const key = m ? `${m[1]}/${m[3]!.split('/').slice(0, 3).join('/')}` : id.replace(/.*\/(web|contracts)\//, '$1/');
    byPkg.set(key, (byPkg.get(key) ?? 0) + gzipSync(code).length);
  }
  console.log(`\n${file}`);
  for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${(v / 1024).toFixed(1)} kB ${k}`);
}
built.remove();
