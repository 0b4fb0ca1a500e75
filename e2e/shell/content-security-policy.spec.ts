import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiLogin, firstGameOf, logInAs } from '../games/helpers';

/** Every CSP violation the page reports, through its console or the securitypolicyviolation event. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

test('the app, a play page and the docs run under the strict CSP without a single violation', async ({ page, request, baseURL }) => {
  const violations = watchViolations(page);
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.goto('#/pages/userPages/login');
  await logInAs(page, 'demo01');
  await page.goto('#/pages/mine/recharge');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const token = await apiLogin(request, baseURL ?? '', 'demo01');
  const slot = await firstGameOf(request, baseURL ?? '', 'ag_slots');
  const opened = await request.post(new URL('/api/game/openGame', baseURL).href, {
    headers: { token },
    data: { gameId: slot.id, trial: true },
  });
  const { data } = (await opened.json()) as { data: { url: string } };
  await page.goto(data.url);
  await expect(page.locator('#balance')).toBeVisible();
  await page.goto(new URL('/api/docs', baseURL).href);
  await expect(page.locator('details').first()).toBeAttached();

  expect(violations).toEqual([]);
});
