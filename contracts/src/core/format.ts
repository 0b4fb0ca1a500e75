/*
 * How figures read, for the web and the mock alike: one money formatter and one percent formatter.
 * Messages name the format beside the value (`{{min, money}}`, `{{rate, percent}}`) and pass the wire value,
 * so a sentence cannot show "1000.00" beside a limit shown as "¥1,000.00". No zod here: the web's
 * first screen imports it.
 */

/**
 * A wire amount → "¥1,234.50". Works on the digits, never on floats, so "0.10" + rounding surprises cannot
 * happen. Accepts 0–2 decimals ("1234.5" → "¥1,234.50"); anything else reads "¥--".
 */
export function formatMoney(amount: string, symbol = '¥'): string {
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(amount.trim());
  if (!match) return `${symbol}--`;
  const [, sign = '', whole = '0', frac = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol}${grouped}.${frac.padEnd(2, '0')}`;
}

/**
 * A percentage as the wire writes it ("1.5", "5.00", "0") → "1.5%", "5%", "0%": no space before the sign
 * in either language, trailing zeros dropped. Anything else is shown as given, with the sign.
 */
export function formatPercent(percent: string | number): string {
  const text = String(percent).trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return `${text}%`;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const frac = (match[2] ?? '').replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''}%`;
}

/** The formats a message may name after a placeholder's name; web and mock register the same ones with i18next. */
export const MESSAGE_FORMATS = {
  money: (value: unknown) => formatMoney(String(value)),
  percent: (value: unknown) => formatPercent(String(value)),
} as const;
export type MessageFormat = keyof typeof MESSAGE_FORMATS;

export function isMessageFormat(name: string): name is MessageFormat {
  return Object.hasOwn(MESSAGE_FORMATS, name);
}
