import { z } from 'zod';

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

/** Replaces `{{name}}` placeholders. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
