/**
 * Run by bench:memory in a fresh process: where the mock's start-up goes. Prints JSON with milliseconds since
 * the process started at each step: tsx's loader ready (this file running), the app's module graph loaded
 * (transpilation + evaluation), the demo password hashes (scrypt), the world seeded, the app built and listening.
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const at = () => Math.round(performance.now());
const marks: Record<string, number> = { loaderReady: at() };
const { buildApp } = await import('../mock-server/src/app');
const { hashPassword } = await import('../mock-server/src/core/auth');
const { seedWorld } = await import('../mock-server/src/core/store');
const { WORLD_SHAPE } = await import('../mock-server/src/areas/world');
marks.modulesLoaded = at();
let t = performance.now();
await Promise.all([hashPassword('demo1234'), hashPassword('123456')]);
marks.scryptTwoHashesMs = Math.round(performance.now() - t);
t = performance.now();
await seedWorld(20261122, Date.parse('2026-11-22T12:00:00+08:00'), WORLD_SHAPE);
marks.seedWorldMs = Math.round(performance.now() - t);
t = performance.now();
const app = await buildApp({ clockMode: 'frozen', staticDir: process.argv[2] ? resolve(process.argv[2]) : undefined });
marks.buildAppMs = Math.round(performance.now() - t);
await app.listen({ port: 0, host: '127.0.0.1' });
marks.listening = at();
await app.close();
console.log(JSON.stringify(marks));
