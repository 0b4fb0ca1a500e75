import { expect, type APIRequestContext, type Page } from '@playwright/test';

export { logIn, tokenOf } from '../wallet/wallet-helpers';

/** Calls an /api/ endpoint with the page's own session, for what the UI itself cannot send (an under-18 date the picker refuses). */
export async function apiAs(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  path: string,
  body: unknown,
  lang: 'en' | 'zh_hans' = 'en',
) {
  const response = await request.post(`${new URL(baseURL).origin}/api/${path}`, { data: body, headers: { TOKEN: token, lang } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

/** Waits until transient toasts have faded (mid-fade text measures as low contrast in axe). */
export async function toastsGone(page: Page) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 5_000 });
}
