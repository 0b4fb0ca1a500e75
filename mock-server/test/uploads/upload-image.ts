import type { FastifyInstance } from 'fastify';
import { multipartBody } from '../multipart';

/** common/upload of one picture as the player SESSION, as the web client sends it (imgPath, the uid in Authorization). */
export function uploadImage(app: FastifyInstance, session: { token: string; uid: number }, bytes: Buffer, lang = 'en') {
  const { payload, contentType } = multipartBody([{ name: 'imgPath', filename: 'a.jpg', type: 'image/jpeg', bytes }]);
  return app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload,
    headers: { token: session.token, authorization: String(session.uid), 'content-type': contentType, lang },
  });
}
