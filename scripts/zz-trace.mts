import { resolve } from 'node:path';
import { launchChromium, phoneContext, serveBuilt } from './lib/built-app';
const [, , hash = '#/', cpu = '4'] = process.argv;
const server = await serveBuilt(resolve('dist/web'));
const browser = await launchChromium();
const context = await phoneContext(browser);
const page = await context.newPage();
await page.addInitScript(() => {
  (window as unknown as { __lt: unknown[] }).__lt = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as unknown as { __lt: unknown[] }).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpu) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(server.base + hash);
await page.waitForTimeout(6000);
const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[] } };
const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
console.log('FCP', fcp, 'long tasks [start, ms]:', JSON.stringify(await page.evaluate(() => (window as unknown as { __lt: unknown[] }).__lt)));
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
profile.samples.forEach((id, i) => {
  const n = byId.get(id)!;
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
const byFile = new Map<string, number>();
for (const [k, v] of self) { const f = k.split(' ')[1]!.split(':')[0]!; byFile.set(f, (byFile.get(f) ?? 0) + v); }
console.log('self ms by file:', [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${Math.round(v)}`).join(', '));
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${Math.round(v)} ${k}`).join('\n'));
await browser.close(); await server.close();
