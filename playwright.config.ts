import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/lib/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4780);
/** The visual suite's own mock: frozen, never reset or moved by a journey, so its pictures never depend on them. */
const VISUAL_PORT = PORT + 1;
/** The built app to serve; `npm run test:e2e` builds it into dist/web. */
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist/web';

/**
 * The browser of the journeys: Debian's headless shell (package chromium-headless-shell, Chromium's old headless mode
 * without the full browser's windowing) when it is installed, as `.ci/run` does; it ran the journeys in 10.9 min
 * against 12.9 with the full Chromium (docs/performance.md). The visual suite keeps the full Chromium its baselines
 * were drawn with. `CHROMIUM_PATH` overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const journeysBrowser = process.env.CHROMIUM_PATH === undefined && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;

const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    ...CHROMIUM_FLAGS,
    // The same glyphs on every machine: no hinting or sub-pixel positioning that depends on the display.
    '--font-render-hinting=none',
    '--disable-font-subpixel-positioning',
  ],
};

const mockServer = (port: number, extraArgs: string) => ({
  // What `npm start` runs: the bundled server that `npm run build` (and so `test:e2e`) writes.
  command: `node dist/mock/server.mjs --static ${STATIC_DIR}${extraArgs}`,
  url: `http://127.0.0.1:${port}/h5/`,
  env: { PORT: String(port), NODE_ENV: 'test' },
  // `npm run bench:prism` serves the app itself (the mock behind Stoplight Prism) and sets this.
  reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
  timeout: 60_000,
});

/**
 * Journeys run against the built app served by the mock server (one port, as `npm start` does), in Debian's
 * Chromium: Playwright cannot download its own browser on these machines. Each test has a world of its own on the
 * mock (e2e/support/test.ts), so journeys that move the clock or inject faults no longer collide and can run side by
 * side (`fullyParallel`); how many at once is the journeys project's choice below. The visual suite has a frozen server of its own
 * and runs on its own (`npm run test:visual`), not in `npm test`.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Animations off, caret hidden; a few anti-aliased pixels may differ between two runs of the same Chromium.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002 },
  },
  snapshotPathTemplate: 'e2e/visual/baselines/{arg}{ext}',
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'journeys',
      testIgnore: ['visual/**', 'demo/**'],
      // Each journey has a world of its own, so they run side by side: two at a time on these 2 cores (more with
      // `--workers=N` on a bigger machine). One retry stays as a net: in five full runs without retries one journey
      // failed once (the withdrawal PIN pad's keyboard gone after a double tap, not reproduced in 16 targeted runs);
      // the list reporter names any journey that needed it as flaky.
      workers: 2,
      retries: 1,
      // A guard against a hang, with room for the longest journeys on a loaded machine.
      timeout: 120_000,
      use: { baseURL: `http://127.0.0.1:${PORT}/h5/`, launchOptions: { ...launchOptions, executablePath: journeysBrowser } },
    },
    {
      // The static demo (npm run build:demo) on a plain static file server each test starts itself: no mock runs.
      name: 'demo',
      testDir: 'e2e/demo',
      workers: 2,
      retries: 1,
      timeout: 120_000,
      use: { launchOptions: { ...launchOptions, executablePath: journeysBrowser } },
    },
    {
      name: 'visual',
      testDir: 'e2e/visual',
      use: { baseURL: `http://127.0.0.1:${VISUAL_PORT}/h5/` },
    },
  ],
  webServer: [mockServer(PORT, ''), mockServer(VISUAL_PORT, ' --frozen')],
});
