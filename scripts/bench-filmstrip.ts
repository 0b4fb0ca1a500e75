/**
 * npm run bench:filmstrip — what a player sees while the home page loads on a throttled phone: a Chromium trace of a
 * cold load of the built app (served by the mock, clock frozen) at 390×844 under the network and CPU that Lighthouse's
 * mobile preset simulates (150 ms round trip, 1.6 Mbit/s down, 0.75 up, 4× CPU), here applied to a real load, in each
 * language, with the frames the trace recorded at 0.5, 1 and 2 s after navigation written to
 * docs/screens/first-screen-<lang>-<t>s.jpg, and side by side in docs/screens/first-screen-filmstrip.png. Prints first
 * contentful and largest contentful paint of the same load.
 * Options: --hash '#/…' (another page), --out DIR.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, phoneContext, serveBuilt } from './lib/built-app';

const { values } = parseArgs({ options: { hash: { type: 'string', default: '#/' }, out: { type: 'string', default: 'docs/screens' } } });
const MOMENTS_MS = [500, 1000, 2000];

interface TraceEvent {
  name: string;
  ts: number;
  args?: { snapshot?: string };
}

/** A frame per moment (base64 JPEG, or null when nothing was painted yet), for the side-by-side picture. */
type Strip = { lang: string; frames: Array<{ moment: number; jpeg: string | null }> };

async function filmstrip(base: string, lang: 'en' | 'zh_hans'): Promise<Strip> {
  const browser = await launchChromium();
  try {
    const context = await phoneContext(browser, lang === 'en' ? 'en-US' : 'zh-CN');
    const page = await context.newPage();
    await page.addInitScript((stored) => localStorage.setItem('lang', stored), lang);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      screenshots: true,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.screenshot', 'blink.user_timing'],
    });
    await page.goto(base + values.hash, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(2500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((done) =>
          new PerformanceObserver((list) => done(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    const navigationStart = trace.traceEvents.find((e) => e.name === 'navigationStart')?.ts;
    if (navigationStart === undefined) throw new Error('no navigationStart in the trace');
    const frames = trace.traceEvents.filter((e) => e.name === 'Screenshot' && e.args?.snapshot).sort((a, b) => a.ts - b.ts);
    const written: string[] = [];
    const strip: Strip = { lang, frames: [] };
    for (const moment of MOMENTS_MS) {
      const frame = frames.filter((e) => (e.ts - navigationStart) / 1000 <= moment).at(-1);
      const file = join(values.out, `first-screen-${lang}-${moment / 1000}s.jpg`);
      strip.frames.push({ moment, jpeg: frame?.args?.snapshot ?? null });
      if (!frame?.args?.snapshot) {
        written.push(`${moment} ms: no frame yet (blank)`);
        continue;
      }
      writeFileSync(file, Buffer.from(frame.args.snapshot, 'base64'));
      written.push(`${moment} ms: ${file} (frame at ${Math.round((frame.ts - navigationStart) / 1000)} ms)`);
    }
    console.log(`${lang}: first contentful paint ${Math.round(fcp)} ms, largest ${Math.round(lcp)} ms\n  ${written.join('\n  ')}`);
    return strip;
  } finally {
    await browser.close();
  }
}

/** Both languages' frames in one picture, each under its moment (a blank frame is drawn as one). */
async function sideBySide(strips: Strip[], file: string) {
  const cell = (frame: Strip['frames'][number]) =>
    `<figure><figcaption>${frame.moment / 1000} s</figcaption>${frame.jpeg ? `<img src="data:image/jpeg;base64,${frame.jpeg}">` : '<div class="blank"></div>'}</figure>`;
  const html = `<style>body{margin:0;font:14px sans-serif;background:#fff}section{display:flex;gap:8px;padding:8px}figure{margin:0}img,.blank{width:195px;height:422px;border:1px solid #ccc;object-fit:cover;object-position:top;display:block}h2{margin:8px;font-size:14px}</style>${strips
    .map((strip) => `<h2>${strip.lang}</h2><section>${strip.frames.map(cell).join('')}</section>`)
    .join('')}`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 640, height: 200 } });
    await page.setContent(html);
    await page.screenshot({ path: file, fullPage: true });
  } finally {
    await browser.close();
  }
}

mkdirSync(values.out, { recursive: true });
const server = await serveBuilt(resolve('dist/web'));
try {
  const strips: Strip[] = [];
  for (const lang of ['en', 'zh_hans'] as const) strips.push(await filmstrip(server.base, lang));
  await sideBySide(strips, join(values.out, 'first-screen-filmstrip.png'));
} finally {
  await server.close();
}
