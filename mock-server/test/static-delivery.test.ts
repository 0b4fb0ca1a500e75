import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers';

const INDEX = `<!doctype html><html><head><title>fixture</title></head><body>${'<p>star harbour</p>'.repeat(80)}</body></html>`;
const ENTRY = `export const greeting = ${JSON.stringify('hello '.repeat(300))};`;

/** A tiny build: index.html and one hashed script, each with the .br and .gz twins the Vite plugin writes. */
function writeFixture(root: string) {
  mkdirSync(join(root, 'assets'));
  for (const [name, text] of [
    ['index.html', INDEX],
    ['assets/index-Ab12_-Cd.js', ENTRY],
  ] as const) {
    writeFileSync(join(root, name), text);
    writeFileSync(join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${name}.gz`), gzipSync(text));
  }
}

describe('delivery of the built app and the API', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'static-delivery-'));
    writeFixture(root);
    app = await testApp({ staticDir: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli twin to a client that accepts br, gzip to one that accepts only gzip, plain otherwise', async () => {
    const br = await app.inject({ url: '/h5/assets/index-Ab12_-Cd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY);

    const gzip = await app.inject({ url: '/h5/assets/index-Ab12_-Cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ENTRY);

    const plain = await app.inject({ url: '/h5/assets/index-Ab12_-Cd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    const response = await app.inject({ url: '/h5/assets/index-Ab12_-Cd.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes browsers revalidate index.html and answers an unchanged one with 304', async () => {
    const first = await app.inject({ url: '/h5/', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(INDEX);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();

    const again = await app.inject({ url: '/h5/', headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const byDate = await app.inject({ url: '/h5/index.html', headers: { 'if-modified-since': String(first.headers['last-modified']) } });
    expect(byDate.statusCode).toBe(304);
  });

  it('preloads the first home banner in the language the browser asks for', async () => {
    const zh = await app.inject({ url: '/h5/', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(zh.headers.link).toBe('</assets/banners/zh_hans/1.svg>; rel=preload; as=image');
    const en = await app.inject({ url: '/h5/', headers: { 'accept-language': 'en-GB' } });
    expect(en.headers.link).toBe('</assets/banners/en/1.svg>; rel=preload; as=image');
    const script = await app.inject({ url: '/h5/assets/index-Ab12_-Cd.js' });
    expect(script.headers.link).toBeUndefined();
  });

  it('compresses JSON above 1 kB on the fly (openapi.json shrinks) and leaves smaller answers alone', async () => {
    const plain = await app.inject({ url: '/api/openapi.json' });
    const br = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const gzip = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const small = await app.inject({ url: '/api/common/getSystemInfo', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((small.json() as { code: number }).code).toBe(1);
  });
});
