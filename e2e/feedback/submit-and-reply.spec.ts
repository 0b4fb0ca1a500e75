import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { api, apiDeposit, apiToken, drawnPng, logIn, toastsGone, tokenOf } from './feedback-helpers';

const DAY = 86_400_000;
const MINUTE = 60_000;

test('feedback refused for 19 characters, a 16 MB image and an 8-day-old order, then sent; in My feedback; the reply arrives with the clock', async ({
  page,
  request,
  baseURL,
}) => {
  const control = mockControl(request, baseURL!);
  // demo02 deposits, the clock moves 8 days, and demo02 deposits again: one order too old, one of today.
  const oldOrder = await apiDeposit(request, baseURL!, await apiToken(request, baseURL!, 'demo02'), '120.00');
  await control.advanceClock(8 * DAY);
  const recentOrder = await apiDeposit(request, baseURL!, await apiToken(request, baseURL!, 'demo02'), '250.00');

  await logIn(page, 'demo02');
  await page.goto('#/pages/service/feedback');
  await expect(page.getByRole('group', { name: 'Question type' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(9);
  await expect(page.getByRole('button', { name: /Related order/ })).toBeDisabled();
  await expectAxeClean(page, 'feedback form');

  // The picker offers the orders of the past 7 days for the type: today's deposit, not the one of 8 days ago.
  await page.getByRole('radio', { name: 'Deposit Issue' }).check();
  await page.getByRole('button', { name: /Related order/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Orders of the past 7 days' });
  await expect(sheet.getByText(recentOrder, { exact: false })).toBeVisible();
  await expect(sheet.getByText(oldOrder, { exact: false })).toHaveCount(0);
  await expectAxeClean(page, 'order picker');
  await sheet.getByText('Deposit · FPS express').click();
  await expect(page.getByRole('button', { name: /Related order/ })).toContainText(recentOrder);

  // The API refuses the old order all the same.
  const token = await tokenOf(page);
  expect(
    await api(
      request,
      baseURL!,
      'feedback/submit',
      { type: 1, orderNo: oldOrder, description: 'My deposit of 120.00 never arrived.' },
      token,
    ),
  ).toMatchObject({
    code: 0,
    msg: `Order ${oldOrder} is older than 7 days: only orders of the past 7 days can be related`,
  });

  // 19 characters: refused by the form (nothing sent), and by the server when sent anyway.
  const submits: string[] = [];
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/feedback/submit')) submits.push(r.url());
    if (r.url().includes('/api/common/upload')) uploads.push(r.url());
  });
  const tooShort = 'Deposit not arrived';
  expect([...tooShort]).toHaveLength(19);
  await page.getByLabel('Description').fill(tooShort);
  await expect(page.getByTestId('description-counter')).toHaveText('19/200 characters · 1 more character needed');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Description: 20–200 characters')).toBeVisible();
  expect(submits).toEqual([]);
  expect(await api(request, baseURL!, 'feedback/submit', { type: 1, description: tooShort }, token)).toMatchObject({
    code: 0,
    msg: 'Description: 20–200 characters',
  });
  await expectAxeClean(page, 'feedback form (too short)');

  // A 16 MB image is refused before anything is uploaded.
  const images = page.getByLabel('Add an image');
  await images.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(16 * 1024 * 1024) });
  await expect(page.getByText('The image must be at most 15 MB')).toBeVisible();
  expect(uploads).toEqual([]);

  // Then validly: a longer text and a screenshot.
  const text = 'My deposit of 250.00 by FPS has not arrived after 10 minutes.';
  await page.getByLabel('Description').fill(text);
  await expect(page.getByTestId('description-counter')).toHaveText(`${[...text].length}/200 characters`);
  await images.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await drawnPng(page, 'FPS ¥250.00') });
  await expect(page.getByRole('button', { name: 'View image 1' })).toBeVisible();
  await expect(page.getByText('The image must be at most 15 MB')).toHaveCount(0);
  expect(uploads).toHaveLength(1);
  await toastsGone(page);
  await expectAxeClean(page, 'feedback form (ready)');
  await page.getByRole('button', { name: 'Send feedback' }).click();

  await expect(page).toHaveURL(/service\/feedbackDetail\?id=\d+/);
  expect(submits).toHaveLength(1);
  await expect(page.getByRole('heading', { name: /Deposit Issue/ })).toContainText('Awaiting reply');
  await expect(page.getByTestId('feedback-order')).toHaveText(recentOrder);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByTestId('feedback-reply')).toContainText('Customer service has not answered yet.');
  await toastsGone(page);
  await expectAxeClean(page, 'feedback detail (awaiting reply)');

  // Tap the image to see it whole; Escape closes it.
  await page.getByRole('button', { name: 'View image 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Image 1 of 1' });
  await expect(viewer.getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();
  await expectAxeClean(page, 'image viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // My feedback lists it, awaiting a reply.
  await page.getByRole('link', { name: 'All my feedback' }).click();
  await expect(page).toHaveURL(/service\/myFeedback/);
  const row = page.getByRole('link', { name: /Deposit Issue/ });
  await expect(row).toContainText('Awaiting reply');
  // The list shows the first 39 characters of the text and an ellipsis.
  await expect(row).toContainText(`${[...text].slice(0, 39).join('')}…`);
  await expectAxeClean(page, 'my feedback');
  await page.getByRole('button', { name: 'Replied', exact: true }).click();
  await expect(page.getByText('No feedback with this status.')).toBeVisible();
  await expectAxeClean(page, 'my feedback (none replied)');
  await page.getByRole('button', { name: 'All', exact: true }).click();

  // 30 minutes on the clock: customer service answers, about the order.
  await control.advanceClock(30 * MINUTE);
  await row.click();
  const reply = page.getByTestId('feedback-reply');
  await expect(reply).toContainText(`About order ${recentOrder}: Thank you for reporting this deposit issue.`);
  await expect(reply).toContainText('Replied');
  await expect(page.getByRole('heading', { name: /Deposit Issue/ })).toContainText('Replied');
  await expectAxeClean(page, 'feedback detail (replied)');
});
