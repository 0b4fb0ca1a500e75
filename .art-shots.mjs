import { chromium } from 'playwright';
const origin = 'http://127.0.0.1:4301';
const base = `${origin}/h5/`;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const only = process.argv[2];
for (const lang of ['zh_hans', 'en']) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
  const login = await (await ctx.request.post(`${origin}/api/user/login`, { data: { username: 'demo02', password: 'demo1234' } })).json();
  const page = await ctx.newPage();
  const shot = async (name) => { await page.waitForTimeout(1200); await page.screenshot({ path: `/work/shots/art/${name}-${lang}.png` }); };
  // Visitor pages first.
  await page.addInitScript(`localStorage.setItem('lang', ${JSON.stringify(lang)});`);
  if (!only || only === 'home') {
    await page.goto(`${base}#/`); await page.waitForSelector('.lobby-grid > li'); await shot('home');
    await page.goto(`${base}#/pages/tabbarPages/home/dz`); await page.waitForSelector('.lobby-grid > li'); await shot('dz');
    await page.goto(`${base}#/pages/tabbarPages/home/qp`); await page.waitForSelector('.lobby-grid > li'); await shot('qp');
  }
  await ctx.close();
  const ctx2 = await b.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await ctx2.addInitScript(`for (const [k, v] of Object.entries(${JSON.stringify({ token: login.data.token, uid: String(login.data.uid), username: login.data.username, lang })})) localStorage.setItem(k, v);`);
  const p2 = await ctx2.newPage();
  const shot2 = async (name) => { await p2.waitForTimeout(1200); await p2.screenshot({ path: `/work/shots/art/${name}-${lang}.png` }); };
  await p2.goto(`${base}#/pages/mine/recharge`); await p2.waitForSelector('img[src*="/assets/wallet/kinds/"]'); await shot2('recharge');
  await p2.goto(`${base}#/pages/mine/addBankCard`); await p2.waitForSelector('.wallet-picker-button');
  await p2.locator('.wallet-picker-button').first().click();
  await p2.waitForSelector('img[src*="/assets/wallet/banks/"]');
  await shot2('bank-picker');
  await ctx2.close();
  continue;
}
await b.close();
