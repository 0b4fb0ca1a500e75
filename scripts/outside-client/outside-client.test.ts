import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app';

const here = dirname(fileURLToPath(import.meta.url));
/** Inside the project, so the generated client finds openapi-fetch in node_modules as an installed package would. */
const scratchRoot = resolve(here, '../../node_modules/.cache/outside-client');

/** Generates `api.ts` from a document beside a copy of client.ts, and compiles both with tsc (strict). */
async function compileAgainst(document: unknown): Promise<{ dir: string; errors: string[] }> {
  mkdirSync(scratchRoot, { recursive: true });
  const dir = mkdtempSync(join(scratchRoot, 'run-'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(document as Parameters<typeof openapiTS>[0])));
  copyFileSync(join(here, 'client.ts'), join(dir, 'client.ts'));
  const program = ts.createProgram([join(dir, 'client.ts')], {
    strict: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    outDir: dir,
  });
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (errors.length === 0) program.emit();
  return { dir, errors };
}

/**
 * The document as a product: an outside team generates a client from the served
 * /api/openapi.json (openapi-typescript), writes a small client with openapi-fetch, compiles it with tsc
 * and runs it against the running mock: log in, read the balance, transfer money.
 */
describe('a client generated from the served OpenAPI document', () => {
  let app: FastifyInstance;
  let origin: string;
  let document: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>> };
  const scratch: string[] = [];

  beforeAll(async () => {
    app = await buildApp({ clockMode: 'frozen' });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
    document = (await (await fetch(`${origin}/api/openapi.json`)).json()) as typeof document;
  });
  afterAll(async () => {
    await app.close();
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it('compiles with tsc and logs in, reads the balance and transfers money', async () => {
    const { dir, errors } = await compileAgainst(document);
    scratch.push(dir);
    expect(errors).toEqual([]);
    const { journey } = (await import(pathToFileURL(join(dir, 'client.js')).href)) as { journey: (baseUrl: string) => Promise<unknown> };
    const outcome = await journey(origin);
    expect(outcome).toEqual({
      uid: 10001,
      balanceBefore: '8888.00',
      transferred: { from: '8788.00', to: expect.stringMatching(/^\d+\.\d{2}$/) },
      balanceAfter: '8788.00',
      refusal: 'The amount must be greater than 0',
      unauthorized: 401,
    });
  });

  it('fails to compile when the document changes under the client (the transfer amount becomes a number)', async () => {
    const broken = structuredClone(document);
    const body = broken.paths['/api/fundslog/transfer']!.post!.requestBody!.content['application/json']!;
    body.schema = {
      type: 'object',
      properties: { from: { type: 'string' }, to: { type: 'string' }, amount: { type: 'number' } },
      required: ['from', 'to', 'amount'],
    };
    const { dir, errors } = await compileAgainst(broken);
    scratch.push(dir);
    expect(errors.join('\n')).toMatch(/Type 'string' is not assignable to type 'number'/);
  });
});
