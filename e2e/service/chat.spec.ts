import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { mockControl } from '../support/mock-control';
import { composer, conversationLog, logIn, screenshotPng, toastsGone } from './service-helpers';

test('from the service tab: ask, get the help article, send an image, reload, and the agent replies without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  const mock = mockControl(request, baseURL!);
  await logIn(page, 'demo02');
  await page.getByRole('navigation').getByRole('link', { name: 'Customer Service' }).click();
  await expect(page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
  await expect(page.getByText('support@starharbour.example')).toBeVisible();
  await expectAxeClean(page, 'service index');

  await page.getByRole('link', { name: 'Chat with us' }).click();
  await expect(page).toHaveURL(/home\/kefu/);
  await expect(page.getByRole('heading', { name: 'Hello! How can we help?' })).toBeVisible();
  await expectAxeClean(page, 'chat (empty)');

  const { field, send, imageButton, fileInput } = composer(page);
  const log = conversationLog(page);
  await field.fill('How do I withdraw money?');
  await send.click();
  await expect(field).toHaveValue('');
  await expect(log.getByText('How do I withdraw money?')).toBeVisible();
  await expect(log.getByText('Help assistant')).toBeVisible();
  const article = log.getByRole('link', { name: 'How do I withdraw?' });
  await expect(article).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/Waiting for an agent · reply expected by 12:02/);

  await expect(imageButton).toBeEnabled();
  await fileInput.setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: screenshotPng() });
  await expect(log.getByRole('img', { name: 'Image you sent' })).toBeVisible();
  await expect(log.getByText('Image received. A customer service agent will look at it and reply here shortly.')).toBeVisible();
  await toastsGone(page);
  await expectAxeClean(page, 'chat (answered)');

  await page.reload();
  await expect(log.getByText('How do I withdraw money?')).toBeVisible();
  await expect(log.getByRole('link', { name: 'How do I withdraw?' })).toBeVisible();
  await expect(log.getByRole('img', { name: 'Image you sent' })).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: 'Help assistant' })).toHaveCount(2);

  // Two clock minutes later the agent's reply is due; the page's poll brings it without a reload.
  await mock.advanceClock(2 * 60_000);
  await expect(log.getByText(/^Hello, this is \w+ from Star Harbour customer service\. About your withdrawal/)).toBeVisible();
  await expect(log.getByText(/^Agent \w+$/)).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectAxeClean(page, 'chat (agent replied)');

  await log.getByRole('link', { name: 'How do I withdraw?' }).click();
  await expect(page).toHaveURL(/mine\/helpCenter\?id=201/);
  await expect(page.getByRole('heading', { name: 'How do I withdraw?' })).toBeVisible();
});

test('the composer refuses what the server would: an empty or 501-character message, a 16 MB or non-image file', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/common/upload') || r.url().includes('/api/chat/send')) uploads.push(r.url());
  });
  await logIn(page, 'demo02');
  await page.goto('#/pages/home/kefu');
  const { field, send, fileInput } = composer(page);
  await expect(page.getByRole('heading', { name: 'Hello! How can we help?' })).toBeVisible();

  await field.fill('   ');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Type a message first');
  await field.fill('x'.repeat(501));
  await expect(page.getByText('501 / 500')).toBeVisible();
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('A message can be at most 500 characters');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await fileInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([screenshotPng(), Buffer.alloc(16 * 1024 * 1024)]),
  });
  await expect(page.getByRole('alert')).toHaveText('The image must be at most 15 MB');
  await fileInput.setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert')).toHaveText('Only png, jpg or jpeg images are accepted');
  expect(uploads).toEqual([]);
  await expectAxeClean(page, 'chat (refused input)');
});

test('a message that fails to send stays with Retry, and the retry posts it once', async ({ page, request, baseURL }) => {
  const mock = mockControl(request, baseURL!);
  await logIn(page, 'demo02');
  await page.goto('#/pages/home/kefu');
  const { field, send } = composer(page);
  const log = conversationLog(page);
  await expect(page.getByRole('heading', { name: 'Hello! How can we help?' })).toBeVisible();

  await mock.addFault({ path: 'chat/send', kind: 'error', msg: 'Customer service is busy, try again', times: 1 });
  await field.fill('How do transfers between wallets work?');
  await send.click();
  await expect(log.getByRole('alert')).toContainText('Not sent: Customer service is busy, try again');
  await expectAxeClean(page, 'chat (failed message)');

  await log.getByRole('button', { name: 'Retry' }).click();
  await expect(log.getByRole('link', { name: 'Central wallet and game wallets' })).toBeVisible();
  await expect(log.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(log.getByText('How do transfers between wallets work?')).toHaveCount(1);
  await expect(log.getByRole('link', { name: 'Central wallet and game wallets' })).toHaveCount(1);
});

test('a conversation that cannot be loaded says so, and Retry loads it', async ({ page, request, baseURL }) => {
  const mock = mockControl(request, baseURL!);
  await logIn(page, 'demo02');
  await mock.addFault({ path: 'chat/getMessages', kind: 'error', msg: 'Chat is under maintenance' });
  await page.goto('#/pages/home/kefu');
  await expect(page.getByText('This could not be loaded')).toBeVisible();
  await expect(composer(page).field).toBeDisabled();
  await expectAxeClean(page, 'chat (load error)');
  await mock.clearFaults();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Hello! How can we help?' })).toBeVisible();
  await expect(composer(page).field).toBeEnabled();
});

test("the deposit page's contact-service option leads to the chat", async ({ page }) => {
  await logIn(page, 'demo01');
  await page.goto('#/pages/mine/recharge');
  await page.getByRole('button', { name: /Contact customer service/ }).click();
  await page.getByRole('link', { name: 'Contact customer service' }).click();
  await expect(page).toHaveURL(/home\/kefu/);
  await expect(composer(page).field).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hello! How can we help?' })).toBeVisible();
});

test('a visitor sees the contact options and is sent to login by the chat entry, then comes back to the chat', async ({ page }) => {
  await page.goto('#/pages/service/index');
  await expect(page.getByText('Log in to chat with us or send feedback.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write to support@starharbour.example' })).toHaveAttribute(
    'href',
    'mailto:support@starharbour.example',
  );
  await expect(page.getByText('StarHarbour_VIP', { exact: true })).toBeVisible();
  await expect(page.getByText('8008 2026', { exact: true })).toBeVisible();
  await expect(page.getByText('@starharbour_cs', { exact: true })).toBeVisible();
  await expect(page.getByText('Service hours: 24 hours a day, 7 days a week')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Feedback/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^My feedback/ })).toBeVisible();
  await expectAxeClean(page, 'service index (visitor)');
  await page.getByRole('button', { name: 'Copy WeChat StarHarbour_VIP' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: /^Help centre/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: /^Feedback/ }).click();
  await expect(page).toHaveURL(/userPages\/login\?redirect=%2Fpages%2Fservice%2Ffeedback/);
  await page.goBack();

  await page.getByRole('link', { name: 'Chat with us' }).click();
  await expect(page).toHaveURL(/userPages\/login\?redirect=%2Fpages%2Fhome%2Fkefu/);
  await page.getByLabel('Username', { exact: true }).fill('demo02');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/home\/kefu/);
  await expect(page.getByRole('heading', { name: 'Hello! How can we help?' })).toBeVisible();
});
