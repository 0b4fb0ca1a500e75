import { z } from 'zod';

export const Lang = z.enum(['zh_hans', 'en']);
export type Lang = z.infer<typeof Lang>;
/** The spec: the session language value defaults to en. */
export const DEFAULT_LANG: Lang = 'en';

export function parseLang(value: unknown): Lang {
  const parsed = Lang.safeParse(typeof value === 'string' ? value.toLowerCase().replace('-', '_') : value);
  return parsed.success ? parsed.data : DEFAULT_LANG;
}

/** Replaces `{{name}}` placeholders. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
