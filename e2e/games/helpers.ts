import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Logs in through the login page, as a player does, and waits to land where the app sends them. */
export async function logInAs(page: Page, username: string, password = 'demo1234') {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/userPages\/login/);
}

/** The player's token, for the few steps a journey takes through the API (the transfer, see play-records). */
export async function apiLogin(request: APIRequestContext, baseURL: string, username: string, password = 'demo1234') {
  const res = await request.post(new URL('/api/user/login', baseURL).href, { data: { username, password } });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(1);
  return body.data.token;
}

interface ListedGame {
  id: number;
  name: string;
  venueCode: string;
  venueName: string;
  minBet: string;
}

/** The first game of a venue as the lobby lists it (names in `lang`). */
export async function firstGameOf(request: APIRequestContext, baseURL: string, venueCode: string, lang = 'en'): Promise<ListedGame> {
  const res = await request.get(new URL(`/api/game/getAllGameList?venueCode=${venueCode}&pageSize=1`, baseURL).href, { headers: { lang } });
  const body = (await res.json()) as { data: { list: ListedGame[] } };
  const game = body.data.list[0];
  if (!game) throw new Error(`no game at ${venueCode}`);
  return game;
}

/** Central → venue through fundslog/transfer with the player's token (the transfer page has journeys of its own). */
export async function transferToVenue(request: APIRequestContext, baseURL: string, token: string, venue: string, amount: string) {
  const res = await request.post(new URL('/api/fundslog/transfer', baseURL).href, {
    headers: { TOKEN: token },
    data: { from: 'central', to: venue, amount },
  });
  expect(((await res.json()) as { code: number }).code).toBe(1);
}

/** Sums wire money strings in fen (no floats), back to "12.34". */
export function sumMoney(amounts: string[]): string {
  const fen = amounts.reduce((total, amount) => {
    const negative = amount.startsWith('-');
    const [whole = '0', frac = ''] = amount.replace('-', '').split('.');
    const value = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
    return total + (negative ? -value : value);
  }, 0);
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1234.50" → "¥1,234.50", as the app shows it (with "+" for a win where it shows a sign). */
export function yuan(amount: string, signed = false): string {
  const negative = amount.startsWith('-');
  const [whole = '0', frac = '00'] = amount.replace('-', '').split('.');
  const text = `¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
  if (negative) return `-${text}`;
  return signed && /[1-9]/.test(amount) ? `+${text}` : text;
}

/**
 * Chooses an option in an antd-mobile Picker opened from a record filter: a tap on the wheel's item
 * (dispatched: the wheel's masks sit over its items), then the sheet's confirm.
 */
export async function pickFilter(page: Page, field: string, option: string, confirm: string) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  await page.locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${option}$`) }).dispatchEvent('click');
  await page.locator('.adm-picker-header-button', { hasText: confirm }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${field}`) })).toHaveText(option);
}
