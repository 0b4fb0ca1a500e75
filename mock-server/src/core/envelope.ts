import type { HttpReply } from './http';
import { excerptParams, type Lang, type Refusal } from '@contracts';
import { translate, type ErrorKey } from './errors';

/** "success" in each language, looked up once: every answer carries it. */
const SUCCESS: Record<Lang, string> = { en: translate('success', 'en'), zh_hans: translate('success', 'zh_hans') };

/** The three answers of the wire contract (DESIGN.md §3), built in one place. */
export function sendOk(reply: HttpReply, lang: Lang, data: unknown) {
  return reply.code(200).send({ code: 1, msg: SUCCESS[lang], data: data ?? null });
}

/** A refusal (the contract's `Refusal`): `field` names the input it is about, when it is about one. */
export function sendFail(reply: HttpReply, msg: string, status = 200, field?: string) {
  const refusal: Refusal = field === undefined ? { code: 0, msg, data: null } : { code: 0, msg, field, data: null };
  return reply.code(status).send(refusal);
}

/** Params may come from the request (a path, a wallet code): only a short excerpt of each is echoed. */
export function sendFailKey(
  reply: HttpReply,
  lang: Lang,
  key: ErrorKey,
  params: Record<string, string | number> = {},
  status = 200,
  field?: string,
) {
  return sendFail(reply, translate(key, lang, excerptParams(params)), status, field);
}

export function sendUnauthorized(reply: HttpReply, lang: Lang, key: ErrorKey = 'auth.required') {
  return reply.code(401).send({ code: 401, msg: translate(key, lang), data: null });
}
