import { defineConfig } from 'vitest/config';
import { aliases } from './vite.aliases';
import { apiWirePlugin } from './scripts/vite/api-wire-plugin';

export default defineConfig({
  plugins: [apiWirePlugin()],
  resolve: { alias: aliases },
  test: {
    include: ['contracts/test/**/*.test.ts', 'mock-server/test/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['web/src/test/quiet-toast.ts'],
    // web component tests opt into jsdom with a `// @vitest-environment jsdom` docblock
    testTimeout: 20_000,
  },
});
