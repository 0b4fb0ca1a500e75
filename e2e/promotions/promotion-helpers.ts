import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mockControl } from '../support/mock-control';
import { tokenOf } from '../wallet/wallet-helpers';

/** A deposit the player makes through the API (the deposit page has its own journeys), approved by the operator at once. */
export async function approvedDeposit(page: Page, request: APIRequestContext, baseURL: string, amount: string): Promise<void> {
  const token = await tokenOf(page);
  const origin = new URL(baseURL).origin;
  const submitted = await request.post(`${origin}/api/recharge/submit`, {
    headers: { TOKEN: token },
    data: { channelId: 1, amount, depositorName: '李娜' },
  });
  const body = (await submitted.json()) as { code: number; data: { orderNo: string } };
  expect(body.code).toBe(1);
  await mockControl(request, baseURL).decideDeposit(body.data.orderNo, 'approve');
}

/** The page is no wider than the screen (360 px phones included). */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
