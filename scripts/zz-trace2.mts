import { resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { launchChromium, phoneContext, serveBuilt } from './lib/built-app';
const [, , hash = '#/', cpu = '4', lang = 'en'] = process.argv;
const server = await serveBuilt(resolve('dist/web'));
const browser = await launchChromium();
const context = await phoneContext(browser);
const page = await context.newPage();
await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpu) });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(server.base + hash);
await page.waitForTimeout(6000);
const buf = await browser.stopTracing();
writeFileSync('/tmp/trace.json', buf);
type Ev = { name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: { url?: string; functionName?: string } } };
const events = (JSON.parse(buf.toString()) as { traceEvents: Ev[] }).traceEvents;
const main = events.find((e) => e.name === 'navigationStart' || e.name === 'fetchStart');
const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000 / 1);
// main thread: the one with the most RunTask time during the navigation
const byTid = new Map<number, number>();
for (const t of events.filter((e) => e.name === 'RunTask')) byTid.set(t.tid, (byTid.get(t.tid) ?? 0) + (t.dur ?? 0));
const mainTid = [...byTid].sort((a, b) => b[1] - a[1])[0]![0];
const nav = events.find((e) => e.name === 'navigationStart' && e.tid === mainTid) ?? main!;
const t0 = nav.ts;
for (const task of tasks.filter((t) => t.tid === mainTid)) {
  const inside = events.filter((e) => e.tid === mainTid && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur! && e !== task);
  const top = new Map<string, number>();
  for (const e of inside) {
    if (!['ParseHTML', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseAuthorStyleSheet', 'TimerFire', 'EventDispatch', 'v8.run', 'PrePaint', 'Layerize', 'HitTest', 'MajorGC', 'MinorGC', 'v8.parseOnBackground', 'CompileScript', 'RunMicrotasks', 'FireAnimationFrame', 'XHRReadyStateChange', 'ResourceReceivedData'].includes(e.name)) continue;
    const key = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.replace(/.*\//, '') : '') + (e.args?.data?.functionName ? ' ' + e.args.data.functionName : '');
    top.set(key, (top.get(key) ?? 0) + (e.dur ?? 0));
  }
  console.log(`task at ${Math.round((task.ts - t0) / 1000)} ms: ${Math.round(task.dur! / 1000)} ms —`, [...top].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join('; '));
}
await browser.close(); await server.close();
