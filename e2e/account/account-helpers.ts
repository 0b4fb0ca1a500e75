import { expect, type APIRequestContext, type Page } from '@playwright/test';

export { logIn, tokenOf } from '../wallet/wallet-helpers';

/** A full-page screenshot of one of issue 12's pages (screenshots/ is git-ignored; the report lists what they showed). */
export const shot = (page: Page, name: string) => page.screenshot({ path: `screenshots/profile/${name}.png`, fullPage: true });

/** Calls an /api/ endpoint with the page's own session, for what the UI itself cannot send (an under-18 date the picker refuses). */
export async function apiAs(request: APIRequestContext, baseURL: string, token: string, path: string, body: unknown, lang: 'en' | 'zh_hans' = 'en') {
  const response = await request.post(`${new URL(baseURL).origin}/api/${path}`, { data: body, headers: { TOKEN: token, lang } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

/** Waits until transient toasts have faded (mid-fade text measures as low contrast in axe). */
export async function toastsGone(page: Page) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 5_000 });
}

/** At 360 px wide (the narrowest phone the app supports) nothing may overflow sideways. */
export async function expectFitsAt360(page: Page, name: string) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at 360 px`).toBeLessThanOrEqual(360);
  await shot(page, `${name}-360`);
  if (before) await page.setViewportSize(before);
}
