import { expect, type APIRequestContext, type Page } from '@playwright/test';

export { logIn, tokenOf } from '../wallet/wallet-helpers';

/** An /api/ call with a player's token, as the app would send it: the answer's envelope. */
export async function api(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  body: unknown,
  token = '',
  lang: 'en' | 'zh_hans' = 'en',
) {
  const response = await request.post(`${new URL(baseURL).origin}/api/${path}`, { data: body, headers: { TOKEN: token, lang } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> | null };
}

/** Logs a player in through the API (for setting up orders before the journey's own login). */
export async function apiToken(request: APIRequestContext, baseURL: string, username: string): Promise<string> {
  const answer = await api(request, baseURL, 'user/login', { username, password: 'demo1234' });
  return String(answer.data?.token);
}

/** A deposit by FPS through the API: its order number. */
export async function apiDeposit(request: APIRequestContext, baseURL: string, token: string, amount: string): Promise<string> {
  const answer = await api(request, baseURL, 'recharge/submit', { channelId: 1, amount, depositorName: '张伟' }, token);
  expect(answer.code, answer.msg).toBe(1);
  return String(answer.data?.orderNo);
}

/** A screenshot-like PNG drawn by the browser (a real image the upload proves by its structure). */
export async function drawnPng(page: Page, caption: string): Promise<Buffer> {
  const base64 = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const g = canvas.getContext('2d')!;
    const fill = g.createLinearGradient(0, 0, 240, 160);
    fill.addColorStop(0, '#0a5bd3');
    fill.addColorStop(1, '#f7c04a');
    g.fillStyle = fill;
    g.fillRect(0, 0, 240, 160);
    g.fillStyle = '#ffffff';
    g.font = 'bold 22px sans-serif';
    g.fillText(text, 16, 88);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, caption);
  return Buffer.from(base64, 'base64');
}

/** Waits until transient toasts have faded (mid-fade text measures as low contrast in axe). */
export async function toastsGone(page: Page) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 5_000 });
}
