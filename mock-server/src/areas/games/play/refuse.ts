import type { HttpReply } from '../../../core/http';
import type { Lang } from '@contracts';
import { translate, type DomainError } from '../../../core/errors';

/**
 * The one error shape of the /play JSON answers: `{ ok: false, reason, msg }`, msg in the given language
 * (the session's once it is known, English before). `reason` is the message key, except 'insufficient',
 * which the page turns into a transfer hint.
 */
export function refusePlay(reply: HttpReply, error: DomainError, lang: Lang, status = 400): HttpReply {
  const reason = error.key === 'play.insufficient' ? 'insufficient' : error.key;
  return reply.code(status).send({ ok: false, reason, msg: translate(error.key, lang, error.params) });
}
