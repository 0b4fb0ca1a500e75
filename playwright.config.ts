import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4780);
/** The built app to serve; `npm run test:e2e` builds it into dist/web. */
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist/web';

/**
 * Journeys run against the built app served by the mock server (one port, as `npm start` does), in
 * Debian's Chromium: Playwright cannot download its own browser on these machines.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/h5/`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium-390', use: { browserName: 'chromium' } }],
  webServer: {
    // What `npm start` runs: the bundled server that `npm run build` (and so `test:e2e`) writes.
    command: `node dist/mock/server.mjs --static ${STATIC_DIR}`,
    url: `http://127.0.0.1:${PORT}/h5/`,
    env: { PORT: String(PORT), MOCK_CLOCK: 'frozen', NODE_ENV: 'test' },
    // `npm run bench:prism` serves the app itself (the mock behind Stoplight Prism) and sets this.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 60_000,
  },
});
