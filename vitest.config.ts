import { defineConfig } from 'vitest/config';
// With their extension, like vite.config.ts: what Vite's native config loader needs.
import { apiWirePlugin } from './scripts/vite/api-wire-plugin.ts';
import { aliases } from './vite.aliases.ts';

export default defineConfig({
  plugins: [apiWirePlugin()],
  resolve: { alias: aliases },
  test: {
    include: ['contracts/test/**/*.test.ts', 'mock-server/test/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['web/src/test/quiet-toast.ts', 'web/src/test/jsdom-blob.ts'],
    // web component tests opt into jsdom with a `// @vitest-environment jsdom` docblock
    testTimeout: 20_000,
    // Worker threads, not child processes: 178–195 s for the 104 files on this 2-core machine instead of 257 s, with
    // the same results (no test changes the process's directory or global state). It keeps CI under its 20 minutes
    // as the journeys grow.
    pool: 'threads',
  },
});
