import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, relative } from 'node:path';
import { createGzip } from 'node:zlib';

/** Where the demo is published on the test's static server: a folder, as on a Pages site, not the site's root. */
export const DEMO_FOLDER = '/demo/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticSite {
  /** `http://127.0.0.1:<port>/demo/` */
  url: string;
  /** Every path the server was asked for, in order. */
  requests: string[];
  /** The files it sent (relative to its root) and their sizes, in order: what a browser downloaded from it. */
  sent: Array<{ file: string; bytes: number }>;
  close(): Promise<void>;
}

/**
 * A plain static file server (files, a folder's index.html, 404 otherwise), as `python3 -m http.server` or a CDN
 * would serve `dist/demo`: no mock, no API, no rewrites, no compression (with `gzip`: gzip when asked, as a CDN). It records what reached it, so a test can
 * prove the app's calls never did, and a bench can count what a first load downloads.
 */
export async function serveStatic(root: string, options: { gzip?: boolean } = {}): Promise<StaticSite> {
  if (!existsSync(join(root, 'mock-worker.js'))) throw new Error(`${root} has no demo: run npm run build:demo`);
  const requests: string[] = [];
  const sent: StaticSite['sent'] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    requests.push(path);
    const inside = path.startsWith(DEMO_FOLDER) ? normalize(path.slice(DEMO_FOLDER.length)) : null;
    let file = inside === null || inside.startsWith('..') ? null : join(root, inside);
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    sent.push({ file: relative(root, file), bytes: statSync(file).size });
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // As a Pages site or a CDN sends it, when asked: gzip on the fly.
    if (options.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', 'content-encoding': 'gzip', vary: 'accept-encoding' });
      createReadStream(file)
        .pipe(createGzip({ level: 6 }))
        .pipe(response);
      return;
    }
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${DEMO_FOLDER}`,
    requests,
    sent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
