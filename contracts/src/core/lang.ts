import { z } from 'zod';
import { isMessageFormat, MESSAGE_FORMATS } from './format';

export const LANGS = ['zh_hans', 'en'] as const;
// Pure, and parseLang below does not use it: a bundle that needs only parseLang or interpolate (the
// web's first screen) leaves zod out.
export const Lang = /* @__PURE__ */ z.enum(LANGS);
export type Lang = z.infer<typeof Lang>;
/** The spec: the session language value defaults to en. */
export const DEFAULT_LANG: Lang = 'en';

export function parseLang(value: unknown): Lang {
  const normalised = typeof value === 'string' ? value.toLowerCase().replace('-', '_') : value;
  return LANGS.find((lang) => lang === normalised) ?? DEFAULT_LANG;
}

/** Longest piece of a request a message may echo: a 100 kB field must not come back in full. */
export const ECHO_MAX_CHARS = 40;

/** A short excerpt of an echoed value: at most ECHO_MAX_CHARS characters, then "…". */
export function excerpt(value: string): string {
  const chars = Array.from(value);
  return chars.length > ECHO_MAX_CHARS ? `${chars.slice(0, ECHO_MAX_CHARS).join('')}…` : value;
}

/** Replaces `{{name}}` placeholders, and `{{name, money}}` / `{{name, percent}}` through the one formatter of each. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)(?:, *(\w+))?\}\}/g, (whole, name: string, format: string | undefined) => {
    const value = params[name];
    if (value === undefined) return whole;
    return format !== undefined && isMessageFormat(format) ? MESSAGE_FORMATS[format](value) : String(value);
  });
}

/** The same params with every string cut to an excerpt: for messages that may echo the request. */
export function excerptParams(params: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? excerpt(value) : value]));
}
