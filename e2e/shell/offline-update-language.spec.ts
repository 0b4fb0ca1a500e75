import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';

test('losing the network shows the offline page; its return goes home', async ({ page, context }) => {
  await page.goto('#/pages/tabbarPages/sponsorship/index');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.setOffline(true);
  await expect(page).toHaveURL(/#\/pages\/networkError\/networkError/);
  await expect(page.getByText('No network').first()).toBeVisible();
  await expectAxeClean(page, 'offline');
  await context.setOffline(false);
  await expect(page).toHaveURL(/#\/(pages\/tabbarPages\/home\/index)?$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

/** A fake HTML5+ bridge (window.plus) that records what the app asked of it. */
function fakeBridge(os: 'Android' | 'iOS', downloadStatus: number) {
  return `
    window.__bridgeCalls = [];
    window.plus = {
      os: { name: ${JSON.stringify(os)} },
      runtime: {
        version: '1.3.3',
        install: (file) => window.__bridgeCalls.push(['install', file]),
        openURL: (url) => window.__bridgeCalls.push(['openURL', url]),
      },
      downloader: {
        createDownload: (url, options, done) => ({
          start: () => {
            window.__bridgeCalls.push(['download', url]);
            setTimeout(() => done({ filename: '_downloads/app.apk' }, ${downloadStatus}), 50);
          },
        }),
      },
    };`;
}

test('inside the Android wrapper a newer version is offered, downloaded and installed', async ({ page }) => {
  await page.addInitScript(fakeBridge('Android', 200));
  await page.goto('./');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('New version found')).toBeVisible();
  await expectAxeClean(page, 'update dialog');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __bridgeCalls: string[][] }).__bridgeCalls.map((c) => c[0])))
    .toEqual(['download', 'install']);
});

test('a failed download says so', async ({ page }) => {
  await page.addInitScript(fakeBridge('Android', 404));
  await page.goto('./');
  await page.getByRole('dialog').getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Download failed')).toBeVisible();
});

test('on iOS the update opens the store link', async ({ page }) => {
  await page.addInitScript(fakeBridge('iOS', 200));
  await page.goto('./');
  await page.getByRole('dialog').getByRole('button', { name: 'Update' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __bridgeCalls: string[][] }).__bridgeCalls[0]?.[0])).toBe('openURL');
});

test('a plain browser makes no update check', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (r) => r.url().toLowerCase().includes('checkupdate') && checks.push(r.url()));
  await page.goto('./');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(checks).toEqual([]);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('a Chinese-speaking visitor registers with Chinese messages', async ({ page }) => {
    await page.goto('./');
    const tabBar = page.getByRole('navigation', { name: '主导航' });
    await expect(tabBar.getByText('首页')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
    await expectAxeClean(page, 'home (zh)');
    await tabBar.getByText('我的').click();
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expectAxeClean(page, 'login (zh)');
    await page.getByRole('link', { name: '立即注册' }).click();
    await page.getByLabel('用户名', { exact: true }).fill('1ab');
    await page.getByLabel('用户名', { exact: true }).blur();
    await expect(page.getByText('用户名：4–11 位字母或数字，以字母开头，至少包含 2 个字母')).toBeVisible();
    await page.getByRole('button', { name: '注册' }).click();
    await expect(page.getByText('请阅读并同意用户协议')).toBeVisible();
    await expectAxeClean(page, 'register with errors (zh)');
  });
});
