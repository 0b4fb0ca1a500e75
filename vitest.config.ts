import { defineConfig } from 'vitest/config';
// With their extension, like vite.config.ts: what Vite's native config loader needs.
import { apiWirePlugin } from './scripts/vite/api-wire-plugin.ts';
import { appAliases } from './vite.aliases.ts';

export default defineConfig({
  plugins: [apiWirePlugin()],
  resolve: { alias: appAliases },
  test: {
    environment: 'node',
    setupFiles: ['web/src/test/quiet-toast.ts', 'web/src/test/jsdom-blob.ts'],
    testTimeout: 20_000,
    // Worker threads, not child processes: the same results in less time (no test changes the process's directory
    // or global state). Two at a time on a 2-core machine (Vitest's default is one fewer than the cores): on a quiet
    // machine 121 s against 204 s for one (docs/performance.md, "The unit stage").
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['contracts/test/**/*.test.ts', 'mock-server/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One module graph for every file of a worker: the mock, zod, Fastify and the seeded world's snapshot are
          // imported and built once instead of once per file (half the time). Safe because these files mock no
          // module and stub no global, and every test builds its own app; the mock's module-level maps are caches
          // of pure functions (seeded snapshots, catalogues, article text).
          isolate: false,
        },
      },
      {
        extends: true,
        // Each file alone: these files mock modules (vi.mock), stub globals and timers, and share localStorage
        // and the DOM, which would leak from one file into the next.
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
