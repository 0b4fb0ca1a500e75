import type { FastifyInstance } from 'fastify';
import { multipartBody, PNG_BYTES } from '../multipart';
import { api, call, okData } from '../helpers';

/** chat/send as the web sends it, with an optional Idempotency-Key. */
export const send = (
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  options: { lang?: 'en' | 'zh_hans'; key?: string } = {},
) => call(app, api.chat.send, body, { token, lang: options.lang ?? 'en', headers: options.key ? { 'idempotency-key': options.key } : {} });

/** chat/getMessages parsed with the contract. */
export const conversation = async (
  app: FastifyInstance,
  token: string,
  query: Record<string, unknown> = {},
  lang: 'en' | 'zh_hans' = 'en',
) => okData(api.chat.getMessages, await call(app, api.chat.getMessages, query, { token, lang }));

/** A png the player uploads through common/upload: its `path` and `url`. */
export async function uploadPng(app: FastifyInstance, session: { token: string; uid: number }) {
  const { payload, contentType } = multipartBody([
    { name: 'directory', value: 'authorization' },
    { name: 'imgPath', filename: 'shot.png', type: 'image/png', bytes: PNG_BYTES },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload,
    headers: { 'content-type': contentType, token: session.token, authorization: String(session.uid) },
  });
  return okData(api.common.upload, response);
}
