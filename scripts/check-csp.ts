/**
 * Opens the built app under the server's Content-Security-Policy in Chromium and reports every CSP
 * violation (console or securitypolicyviolation event) on home, login, recharge, a play page and the docs.
 * Usage: npm run build && CSP_PORT=4794 tsx scripts/check-csp.ts
 */
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright';
import { buildApp } from '../mock-server/src/app';

const port = Number(process.env.CSP_PORT ?? 4794);
const origin = `http://127.0.0.1:${port}`;
const app = await buildApp({ staticDir: resolve('dist/web'), clockMode: 'frozen', publicOrigin: origin });
await app.listen({ port, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const violations: string[] = [];
const visited: string[] = [];

try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const visit = async (target: Page, url: string, ready: () => Promise<unknown>) => {
    await target.goto(url);
    await ready();
    await target.waitForTimeout(500);
    visited.push(url);
  };

  await visit(page, `${origin}/h5/#/`, () => page.getByRole('navigation').first().waitFor());
  await visit(page, `${origin}/h5/#/pages/userPages/login`, () => page.getByLabel('Username', { exact: true }).waitFor());
  await page.getByLabel('Username', { exact: true }).fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.hash.includes('userPages/login'));
  await visit(page, `${origin}/h5/#/pages/mine/recharge`, () => page.getByRole('heading').first().waitFor());
  await visit(page, `${origin}/api/docs`, () => page.locator('details').first().waitFor());

  const login = await (await fetch(`${origin}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo01', password: 'demo1234' }) })).json() as { data: { token: string } };
  const games = await (await fetch(`${origin}/api/game/getAllGameList?category=2&pageSize=1`, { headers: { token: login.data.token } })).json() as { data?: { list?: Array<{ id: number }> } };
  const gameId = games.data?.list?.[0]?.id;
  if (gameId !== undefined) {
    const opened = await (await fetch(`${origin}/api/game/openGame`, { method: 'POST', headers: { 'content-type': 'application/json', token: login.data.token }, body: JSON.stringify({ gameId, trial: true }) })).json() as { data: { url: string } };
    await visit(page, opened.data.url, () => page.locator('#balance').waitFor());
  }
} finally {
  await browser.close();
  await app.close();
}

console.log(`csp: ${visited.length} pages (${visited.join(', ')}), ${violations.length} violations`);
for (const violation of violations) console.log(`  ${violation}`);
process.exit(violations.length === 0 ? 0 : 1);
