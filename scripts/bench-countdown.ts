/**
 * npm run bench:countdown — how far a lottery room's countdown is from the server's clock, before and
 * after the page spent a minute hidden ('s "done when").
 *
 * Builds the app and serves it with the mock's clock RUNNING (in this process, so the script reads the
 * same wall clock). Opens the dice room logged in and records, in the page, every change of the
 * countdown's digits with the device time it happened. The countdown shows whole seconds left
 * (ceil), so the digit `v` should appear exactly when the server's clock reaches `target − v s`: the
 * drift of a change is (device time + device→server offset) − that instant. The offset is read from
 * the control API's clock with its round trip (error ≤ half of it, printed).
 *
 * Three conditions, one minute each unless --seconds:
 * - visible: the page in front;
 * - background tab: another tab brought to front, the room's timers throttled by the browser;
 * - frozen: the page's task queues stopped (CDP Page.setWebLifecycleState "frozen", as a phone that
 *   slept or a tab the browser froze), then resumed.
 * For the two hidden ones it prints the drift of the first digits shown after the page came back
 * (before any timer of the page could have fired) and the drift of the following changes.
 */
import { parseArgs } from 'node:util';
import { storeSession } from '../e2e/support/first-screen';
import { buildForBench, launchChromium, median, phoneContext, serveBuilt } from './lib/built-app';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, route: { type: 'string', default: '#/pages/home/gameA?lotteryId=1' } },
});
const HIDDEN_MS = Number(values.seconds) * 1000;
const COUNTDOWN = 'time[data-seconds-left]';

interface Change {
  at: number;
  left: number;
  target: string;
}

// A string, not a function: tsx's named-function helper does not exist in the page. It watches the whole
// document, since the room re-mounts its countdown when a new round arrives.
const RECORD_CHANGES = `window.__changes = [];
let last = '';
const note = () => {
  const el = document.querySelector(${JSON.stringify(COUNTDOWN)});
  if (!el) return;
  const left = el.getAttribute('data-seconds-left');
  const target = el.getAttribute('datetime');
  if (left + target === last) return;
  last = left + target;
  window.__changes.push({ at: Date.now(), left: Number(left), target });
};
const start = () => {
  if (!document.body) return void requestAnimationFrame(start);
  note();
  new MutationObserver(note).observe(document.body, { attributes: true, attributeFilter: ['data-seconds-left', 'datetime'], characterData: true, childList: true, subtree: true });
};
start();`;

async function main() {
  const built = await buildForBench();
  const server = await serveBuilt(built.outDir, 'running');
  const browser = await launchChromium();
  try {
    // device → server: read the mock clock over HTTP, bracketed by the device clock.
    const sent = Date.now();
    const clock = (await (await fetch(`${server.origin}/__mock/clock`)).json()) as { data: { nowMs: number } };
    const received = Date.now();
    const offset = clock.data.nowMs - (sent + received) / 2;
    console.log(
      `device → server offset ${(offset / 3_600_000).toFixed(2)} h, read with a ${received - sent} ms round trip (error ≤ ${Math.ceil((received - sent) / 2)} ms)`,
    );
    const driftOf = (c: Change) => c.at + offset - (Date.parse(c.target) - c.left * 1000);

    const rows = [
      '| condition | changes seen | first change after return: drift | later changes: median / max drift |',
      '|---|---|---|---|',
    ];
    for (const condition of ['visible', 'background tab', 'frozen'] as const) {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      await storeSession(page, context.request, server.origin);
      await page.addInitScript(RECORD_CHANGES);
      await page.goto(server.base + values.route);
      await page.waitForSelector(COUNTDOWN, { timeout: 60_000 });
      await page.waitForTimeout(3000);
      const cdp = await context.newCDPSession(page);
      const before = ((await page.evaluate('window.__changes')) as Change[]).length;
      let other;
      if (condition === 'background tab') {
        other = await context.newPage();
        await other.goto('about:blank');
        await other.bringToFront();
      } else if (condition === 'frozen') {
        await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
      }
      await new Promise((resolve) => setTimeout(resolve, HIDDEN_MS));
      const returnedAt = Date.now();
      if (condition === 'frozen') await cdp.send('Page.setWebLifecycleState', { state: 'active' });
      if (other) {
        await page.bringToFront();
        await other.close();
      }
      await page.waitForTimeout(5000);
      const changes = ((await page.evaluate('window.__changes')) as Change[]).filter((c) => c.left > 0);
      const after = changes.filter((c, i) => i >= before && c.at >= returnedAt);
      // Visible: every change is "later"; hidden: the first one back is the correction.
      const first = condition === 'visible' ? undefined : after[0];
      const later = (condition === 'visible' ? changes.slice(1) : after.slice(1)).map((c) => Math.abs(driftOf(c)));
      const ms = (x: number) => `${Math.round(x)} ms`;
      rows.push(
        `| ${condition} (${HIDDEN_MS / 1000} s) | ${changes.length} | ${first ? `${ms(driftOf(first))} (shown ${first.at - returnedAt} ms after return)` : '—'} | ${later.length ? `${ms(median(later))} / ${ms(Math.max(...later))}` : 'none'} |`,
      );
      console.log(rows.at(-1));
      await context.close();
    }
    console.log(`\n${rows.join('\n')}`);
  } finally {
    await browser.close();
    await server.close();
    built.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
