/**
 * npm run bench:cls — layout shift of home, dz and My (deliverable 3; docs/performance.md).
 *
 * Builds the app, serves it with the mock server, and loads each page cold (fresh context) 5 times at
 * 1× and at 4× CPU slow-down (Chromium's Emulation.setCPUThrottlingRate), in two conditions:
 * - "normal": nothing delayed;
 * - "late": the bulletins and banners answer 1.5 s late (the control API's `latency` fault) and the
 *   lazy notice-bar and carousel chunks arrive 1 s late, so everything that can arrive after the
 *   first paint does (the case that used to collapse the bulletin bar and show the page spinner).
 * The figure is every `layout-shift` entry without recent input, summed over the whole load, read 5 s
 * after the first screen showed (the deferred pieces load after the load event + 1 s + idle).
 * Prints max and median per page, CPU rate and condition. Target: ≤ 0.02 on every load.
 * Options: --runs N (default 5).
 */
import { parseArgs } from 'node:util';
import { FIRST_SCREENS, storeSession, watchShown } from '../e2e/support/first-screen';
import { buildForBench, launchChromium, median, phoneContext, serveBuilt } from './lib/built-app';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const PAGES = FIRST_SCREENS.filter((s) => s.name === 'home' || s.name === 'dz' || s.name === 'My');
const LATE_API = ['game/getBulletin', 'frontpage/getSlideshowList'];
const LATE_CHUNKS = /\/(bulletin-notice|slideshow-swiper)-[^/]*\.js$/;

// A string, not a function: tsx's named-function helper does not exist in the page.
const OBSERVE_SHIFTS = `window.__cls = 0; window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.hadRecentInput) continue;
    window.__cls += e.value;
    window.__shifts.push({ value: e.value, at: Math.round(e.startTime), nodes: (e.sources || []).map((s) => s.node && s.node.className).filter(Boolean) });
  }
}).observe({ type: 'layout-shift', buffered: true });`;

interface Shift {
  value: number;
  at: number;
  nodes: string[];
}

async function main() {
  const built = await buildForBench();
  const server = await serveBuilt(built.outDir);
  const browser = await launchChromium();
  const control = (method: 'POST' | 'DELETE', body?: unknown) =>
    fetch(`${server.origin}/__mock/faults`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : null,
    });

  const rows: string[] = ['| page | CPU | condition | max | median | loads over 0.02 |', '|---|---|---|---|---|---|'];
  const details: string[] = [];
  for (const late of [false, true]) {
    await control('DELETE');
    if (late) for (const path of LATE_API) await control('POST', { path, kind: 'latency', ms: 1500 });
    for (const cpu of [1, 4]) {
      for (const screen of PAGES) {
        const values: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const context = await phoneContext(browser);
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
          if (late) {
            await page.route(LATE_CHUNKS, async (route) => {
              await new Promise((resolve) => setTimeout(resolve, 1000));
              await route.continue();
            });
          }
          if (screen.loggedIn) await storeSession(page, context.request, server.origin);
          await page.addInitScript(OBSERVE_SHIFTS);
          await watchShown(page, screen.shown);
          await page.goto(server.base + screen.hash);
          await page.waitForSelector(screen.shown, { state: 'attached', timeout: 60_000 });
          await page.waitForTimeout(5000);
          const result = (await page.evaluate('({ cls: window.__cls, shifts: window.__shifts })')) as { cls: number; shifts: Shift[] };
          values.push(result.cls);
          if (result.cls > 0.02)
            details.push(
              `  ${screen.name} ${cpu}× ${late ? 'late' : 'normal'} run ${run + 1}: ${result.cls.toFixed(3)} ${JSON.stringify(result.shifts)}`,
            );
          await context.close();
        }
        const over = values.filter((v) => v > 0.02).length;
        rows.push(
          `| ${screen.name} | ${cpu}× | ${late ? 'late pieces' : 'normal'} | ${Math.max(...values).toFixed(3)} | ${median(values).toFixed(3)} | ${over} of ${values.length} |`,
        );
        console.log(rows.at(-1));
      }
    }
  }
  await control('DELETE');
  console.log(
    [
      `\nLayout shift (CLS, summed) — Chromium ${browser.version()}, 390×844, ${RUNS} cold loads each`,
      ...rows,
      ...(details.length ? ['', 'loads over 0.02:', ...details] : []),
    ].join('\n'),
  );
  await browser.close();
  await server.close();
  built.remove();
}

await main();
