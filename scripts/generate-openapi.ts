/** `npm run openapi`: writes docs/openapi.json from the contract (the same document /api/openapi.json serves). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '../contracts/src/index';
import { buildOpenApiDocument } from '../contracts/src/openapi';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, process.argv[2] ?? 'docs/openapi.json');
const doc = buildOpenApiDocument(api);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`wrote ${out}: ${Object.keys(doc.paths ?? {}).length} paths`);
