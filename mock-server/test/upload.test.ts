import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, failure, loginAs, okData, testApp } from './helpers';
import { GIF_BYTES, JPEG_BYTES, multipartBody, PNG_BYTES, pngOfSize } from './multipart';

let app: FastifyInstance;
let session: { token: string; uid: number };
beforeAll(async () => {
  app = await testApp();
  session = await loginAs(app);
});
afterAll(() => app.close());

function upload(file: { filename: string; type: string; bytes: Buffer }, options: { authorization?: string; lang?: string } = {}) {
  const body = multipartBody([
    { name: 'directory', value: 'authorization' },
    { name: 'imgPath', ...file },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/common/upload',
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      token: session.token,
      authorization: options.authorization ?? String(session.uid),
      ...(options.lang ? { lang: options.lang } : {}),
    },
  });
}

describe('common/upload', () => {
  it('accepts a png and serves it back at the returned url', async () => {
    const result = okData(api.common.upload, await upload({ filename: 'receipt.png', type: 'image/png', bytes: PNG_BYTES }));
    expect(result).toMatchObject({ mime: 'image/png', size: PNG_BYTES.length });
    const back = await app.inject({ method: 'GET', url: result.url });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('accepts a jpeg, recognised by content even when the name says otherwise', async () => {
    const result = okData(api.common.upload, await upload({ filename: 'photo.bin', type: 'application/octet-stream', bytes: JPEG_BYTES }));
    expect(result.mime).toBe('image/jpeg');
    expect(result.url).toMatch(/\.jpg$/);
  });

  it('refuses a gif', async () => {
    expect(failure(await upload({ filename: 'a.gif', type: 'image/gif', bytes: GIF_BYTES })).msg).toBe(
      'Only png, jpg or jpeg images are accepted',
    );
  });

  it('refuses a text file named .png', async () => {
    const response = await upload(
      { filename: 'fake.png', type: 'image/png', bytes: Buffer.from('just some text, not an image') },
      { lang: 'zh_hans' },
    );
    expect(failure(response).msg).toBe('仅支持 png、jpg 或 jpeg 图片');
  });

  it('refuses a file of 15 MB + 1 byte with a message, not a bare 413', async () => {
    const big = Buffer.alloc(15 * 1024 * 1024 + 1);
    PNG_BYTES.copy(big);
    const response = await upload({ filename: 'big.png', type: 'image/png', bytes: big });
    expect(response.statusCode).toBe(200);
    expect(failure(response).msg).toBe('The image must be at most 15 MB');
  });

  it('accepts a file of exactly 15 MB', async () => {
    const max = pngOfSize(15 * 1024 * 1024);
    expect(okData(api.common.upload, await upload({ filename: 'max.png', type: 'image/png', bytes: max })).size).toBe(max.length);
  });

  it("refuses an Authorization header that is not the player's uid", async () => {
    const response = await upload({ filename: 'a.png', type: 'image/png', bytes: PNG_BYTES }, { authorization: '999999' });
    expect(failure(response).msg).toBe('The Authorization header must carry your user id (uid)');
  });

  it('refuses a request without the imgPath file, and a JSON body', async () => {
    const body = multipartBody([{ name: 'directory', value: 'authorization' }]);
    const none = await app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload: body.payload,
      headers: { 'content-type': body.contentType, token: session.token, authorization: String(session.uid) },
    });
    expect(failure(none).msg).toBe('Choose an image to upload (field imgPath)');
    const json = await app.inject({ method: 'POST', url: '/api/common/upload', payload: {}, headers: { token: session.token } });
    expect(failure(json).msg).toBe('Send the image as multipart/form-data');
  });

  it('requires a token (401)', async () => {
    const body = multipartBody([{ name: 'imgPath', filename: 'a.png', type: 'image/png', bytes: PNG_BYTES }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(response.statusCode).toBe(401);
  });
});
