import { expect, test } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { apiAs, logIn, tokenOf, toastsGone } from './account-helpers';

// The mock's clock is frozen at 2026-11-22 12:00 (+08:00): the latest adult birthday is 2008-11-22.
test('personal data: an under-18 date cannot be picked and is refused, a valid one is confirmed once, then it is locked', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, 'demo02');
  await page.getByRole('link', { name: 'Personal data' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your personal information' })).toBeVisible();
  await expect(page.getByText('You must be over 18: latest date 2008-11-22')).toBeVisible();
  await expectAxeClean(page, 'personal data (form)');

  // The date picker stops at 2008-11-22: no later year can be picked.
  await page.getByRole('button', { name: /Date of birth/ }).click();
  const picker = page.locator('.adm-picker');
  await expect(picker).toBeVisible();
  await expect(picker.locator('.adm-picker-view-column').first().getByText('2008', { exact: true })).toHaveCount(1);
  await expect(picker.locator('.adm-picker-view-column').first().getByText('2009', { exact: true })).toHaveCount(0);
  await picker.getByText('Cancel', { exact: true }).click();

  // Under 18 by the server's clock: refused by the server in the request's language, nothing saved.
  const token = await tokenOf(page);
  const underage = { realName: 'Alice Chen', gender: 2, birthday: '2008-11-23', mobile: '85261234567', email: 'alice@example.com' };
  expect(await apiAs(request, baseURL!, token, 'user/setUserInfo', underage)).toMatchObject({ code: 0, msg: 'You must be over 18' });
  expect(await apiAs(request, baseURL!, token, 'user/setUserInfo', underage, 'zh_hans')).toMatchObject({
    code: 0,
    msg: '您必须年满 18 周岁',
  });

  // The form names every missing field.
  await page.getByRole('button', { name: 'Confirm personal information' }).click();
  await expect(page.getByText('Mobile number is required')).toBeVisible();
  await expect(page.getByText('Choose male or female')).toBeVisible();
  // The real name comes from the registration, filled in.
  await expect(page.getByLabel('Real name', { exact: true })).toHaveValue('Alice Chen');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Email', { exact: true }).blur();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();

  await page.getByLabel('Real name', { exact: true }).fill('Alice Chen');
  await page.getByRole('button', { name: 'Female' }).click();
  await page.getByRole('button', { name: /Date of birth/ }).click();
  await page.locator('.adm-picker').getByText('Confirm', { exact: true }).click(); // the picker opens on the latest allowed date
  await expect(page.getByRole('button', { name: /Date of birth 2008-11-22/ })).toBeVisible();
  await page.getByLabel('Mobile number', { exact: true }).fill('85261234567');
  await page.getByLabel('Email', { exact: true }).fill('alice@example.com');
  await page.getByRole('button', { name: 'Confirm personal information' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('After confirming, your real name, gender, date of birth, mobile and email cannot be changed.'),
  ).toBeVisible();
  await expectAxeClean(page, 'personal data (confirm dialog)');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();

  // Locked: read-only with the reason; the form is gone.
  await expect(page.getByText(/Your personal information is confirmed and locked/)).toBeVisible();
  await expect(page.getByText('Alice Chen')).toBeVisible();
  await expect(page.getByText('2008-11-22')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm personal information' })).toHaveCount(0);
  await toastsGone(page);
  await expectAxeClean(page, 'personal data (locked)');

  // A change is refused by the server with a clear message.
  expect(
    await apiAs(request, baseURL!, token, 'user/setUserInfo', { ...underage, birthday: '2000-01-01', realName: 'Bob Chen' }),
  ).toMatchObject({
    code: 0,
    msg: 'Your personal information has been confirmed and can no longer be changed. Contact customer service if something is wrong',
  });

  // The avatar stays changeable.
  await page.getByRole('button', { name: 'Change avatar' }).click();
  await expect(page.getByRole('button', { name: 'Avatar 5' })).toBeVisible();
  await expectAxeClean(page, 'avatar sheet');
  await page.getByRole('button', { name: 'Avatar 5' }).click();
  await expect(page.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', '/assets/avatars/5.svg');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('personal data form and locked view read in Chinese', async ({ page, request, baseURL }) => {
    await logIn(page, 'demo02', 'demo1234', { username: '用户名', password: '密码', submit: '登录' });
    await page.goto('#/pages/mine/personData');
    await expect(page.getByRole('heading', { name: '确认个人信息' })).toBeVisible();
    await expectAxeClean(page, 'personal data (form, zh)');
    const token = await tokenOf(page);
    await apiAs(request, baseURL!, token, 'user/setUserInfo', {
      realName: '陈爱丽',
      gender: 2,
      birthday: '1995-03-08',
      mobile: '85261234567',
      email: 'alice@example.com',
    });
    await page.reload();
    await expect(page.getByText(/您的个人信息已确认并锁定/)).toBeVisible();
    await expectAxeClean(page, 'personal data (locked, zh)');
  });
});
