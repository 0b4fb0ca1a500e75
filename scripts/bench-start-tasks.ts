/**
 * npm run bench:start-tasks — the main thread's long tasks while a page starts, and what each one was made of: a
 * Chromium trace of a cold load of the built app (served by the mock, clock frozen) at 390×844 with the CPU slowed
 * 4× (as Lighthouse's mobile preset counts it), no network throttling. Every task over 50 ms in the first 6 s is
 * listed with its time from navigation and the work inside it (HTML parsing, module evaluation, a script's function
 * calls, style, layout, paint), and their sum beyond 50 ms each (the blocking time; Lighthouse's TBT counts the part
 * after the first contentful paint). Medians are not taken: the point
 * is to name the work; run it twice.
 * Options: --hash '#/…' (default the home), --dist DIR (another build, e.g. an older commit's), --lang en|zh_hans.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, phoneContext, serveBuilt } from './lib/built-app';

const { values } = parseArgs({
  options: {
    hash: { type: 'string', default: '#/' },
    dist: { type: 'string', default: 'dist/web' },
    lang: { type: 'string', default: 'en' },
  },
});

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
}

/** The kinds of work worth naming inside a task (their nested children are counted in them). */
const WORK = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
]);

const file = (url: string | undefined) => (url ? ` ${url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js')}` : '');

const server = await serveBuilt(resolve(values.dist));
const browser = await launchChromium();
try {
  const context = await phoneContext(browser, values.lang === 'en' ? 'en-US' : 'zh-CN');
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), values.lang);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing'],
  });
  await page.goto(server.base + values.hash);
  await page.waitForTimeout(6000);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);

  // The renderer's main thread: the one whose tasks took the most time.
  const busy = new Map<number, number>();
  for (const task of events.filter((e) => e.name === 'RunTask')) busy.set(task.tid, (busy.get(task.tid) ?? 0) + (task.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const start =
    events.find((e) => e.name === 'navigationStart' && e.tid === main)?.ts ?? events.find((e) => e.name === 'navigationStart')?.ts;
  if (main === undefined || start === undefined) throw new Error('no main thread or navigation in the trace');

  const long = events.filter((e) => e.tid === main && e.name === 'RunTask' && (e.dur ?? 0) > 50_000 && e.ts >= start);
  const lines = [`${values.hash} (${values.lang}) from ${values.dist}, 4× CPU: first contentful paint ${Math.round(fcp)} ms`, ''];
  let blocking = 0;
  let afterPaint = 0;
  for (const task of long) {
    const end = task.ts + (task.dur ?? 0);
    const inside = new Map<string, number>();
    // Only the outermost work of each kind is counted, so nested calls are not counted twice.
    const open: Array<{ end: number; name: string }> = [];
    for (const e of events.filter(
      (x) => x.tid === main && x.ph === 'X' && x.ts >= task.ts && x.ts + (x.dur ?? 0) <= end && x !== task && WORK.has(x.name),
    )) {
      while (open.length && open[open.length - 1]!.end <= e.ts) open.pop();
      const nestedInSame = open.some((o) => o.name === e.name);
      open.push({ end: e.ts + (e.dur ?? 0), name: e.name });
      if (nestedInSame) continue;
      const key = `${e.name}${file(e.args?.data?.url)}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}`;
      inside.set(key, (inside.get(key) ?? 0) + (e.dur ?? 0));
    }
    const ms = Math.round((task.dur ?? 0) / 1000);
    blocking += Math.max(0, ms - 50);
    const at = Math.round((task.ts - start) / 1000);
    if (at >= fcp) afterPaint += Math.max(0, ms - 50);
    const parts = [...inside]
      .sort((a, b) => b[1] - a[1])
      .filter(([, us]) => us >= 5_000)
      .slice(0, 5)
      .map(([key, us]) => `${key} ${Math.round(us / 1000)}`);
    lines.push(
      `  at ${String(Math.round((task.ts - start) / 1000)).padStart(5)} ms: ${String(ms).padStart(4)} ms — ${parts.join('; ') || '(not attributed)'}`,
    );
  }
  lines.push(
    '',
    `${long.length} tasks over 50 ms; their time beyond 50 ms each: ${blocking} ms, of which after the first contentful paint (what TBT counts): ${afterPaint} ms`,
  );
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  await server.close();
}
