/**
 * npm run bench:first-screen — the JS each first screen downloads (docs/performance.md, "First screen").
 *
 * Builds the app, serves it with the mock server, opens home, login, dz, My and recharge cold
 * (fresh context, nothing cached; My and recharge logged in as demo01) at 390×844 and sums the
 * gzip-6 size of every script requested before the screen's first content was shown. Each chunk's
 * share of zod and the contract (contracts/src) is reported beside it: that share leaves the screens
 * without a form once the request client is zod-free. Sizes do not depend on machine load.
 * Options: --lang en|zh_hans (default en).
 */
import { parseArgs } from 'node:util';
import { FIRST_SCREENS, firstScreenScripts, kB, storeSession, totalGzip, watchShown } from '../e2e/support/first-screen';
import { buildForBench, launchChromium, phoneContext, serveBuilt } from './lib/built-app';

const { values } = parseArgs({ options: { lang: { type: 'string', default: 'en' } } });
const lang = values.lang === 'zh_hans' ? 'zh_hans' : 'en';

const ZOD_OR_CONTRACT = /[\\/]node_modules[\\/]zod[\\/]|[\\/]contracts[\\/]src[\\/]/;

async function main() {
  const built = await buildForBench();
  const server = await serveBuilt(built.outDir);
  const browser = await launchChromium();
  /**
   * The zod and contract share of one chunk's gzip size, in proportion to their part of its code
   * (the recorded code is before minification, so only the proportion is meaningful).
   */
  const zodShare = (path: string, gzip: number) => {
    const modules = [...(built.chunkModules.get(path.replace(/^\/h5\//, '')) ?? new Map<string, string>())];
    const all = modules.reduce((sum, [, code]) => sum + code.length, 0);
    const zod = modules.filter(([id]) => ZOD_OR_CONTRACT.test(id)).reduce((sum, [, code]) => sum + code.length, 0);
    return all === 0 ? 0 : Math.round((gzip * zod) / all);
  };

  const lines = [`First-screen JS — Chromium ${browser.version()}, 390×844, lang ${lang}, gzip level 6, cold loads`];
  const summary: string[] = ['', '| screen | JS files | gzip | budget | zod + contract share | without it |', '|---|---|---|---|---|---|'];
  for (const screen of FIRST_SCREENS) {
    const context = await phoneContext(browser, lang === 'en' ? 'en-US' : 'zh-CN');
    const page = await context.newPage();
    if (screen.loggedIn) await storeSession(page, context.request, server.origin, lang);
    await watchShown(page, screen.shown);
    await page.goto(server.base + screen.hash);
    const scripts = await firstScreenScripts(page, context.request, screen.shown);
    await context.close();
    const total = totalGzip(scripts);
    const zod = scripts.reduce((sum, s) => sum + zodShare(s.path, s.gzip), 0);
    lines.push(
      '',
      `${screen.name} (${screen.hash}): ${scripts.length} files, ${kB(total)} gzip (budget ${kB(screen.budget)}), zod + contract ≈ ${kB(zod)}`,
    );
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
      const share = zodShare(s.path, s.gzip);
      lines.push(
        `  ${s.path.replace(/^\/h5\/assets\//, '').padEnd(44)} ${kB(s.gzip).padStart(9)}${share ? `  (zod + contract ≈ ${kB(share)})` : ''}`,
      );
    }
    summary.push(`| ${screen.name} | ${scripts.length} | ${kB(total)} | ${kB(screen.budget)} | ${kB(zod)} | ${kB(total - zod)} |`);
  }
  console.log([...lines, ...summary].join('\n'));
  await browser.close();
  await server.close();
  built.remove();
}

await main();
