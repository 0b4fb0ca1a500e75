import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageDecoder } from '@mock/core/image-decoder';
import { api, failure, loginAs, okData, testApp } from '../helpers';
import { JPEG_BYTES } from '../multipart';
import { uploadImage } from './upload-image';
import { flatJpeg, LIBJPEG_GREY_2X2, png } from './image-fixtures';

/** Uploads are sized by their header before anything is decoded, and decoded off the main thread. */
describe('image uploads: size from the header, decode in a worker', () => {
  let app: FastifyInstance;
  let session: { token: string; uid: number };
  beforeAll(async () => {
    app = await testApp();
    session = await loginAs(app);
  });
  afterAll(() => app.close());

  const upload = (bytes: Buffer, lang = 'en') => uploadImage(app, session, bytes, lang);

  it.each([
    ['a grey JPEG as libjpeg writes it', LIBJPEG_GREY_2X2],
    ['a grey (1-component) baseline JPEG', flatJpeg(13, 7)],
    ['an extended-sequential JPEG', flatJpeg(16, 16, { sof: 0xc1, components: 3 })],
    ['a progressive grey JPEG', flatJpeg(17, 9, { sof: 0xc2 })],
    ['a progressive YCbCr JPEG', flatJpeg(16, 16, { sof: 0xc2, components: 3 })],
    ['an Adobe CMYK JPEG', flatJpeg(16, 8, { components: 4, adobeTransform: 0 })],
    ['an Adobe YCCK JPEG', flatJpeg(16, 8, { components: 4, adobeTransform: 2 })],
    ['a YCbCr JPEG from jpeg-js', JPEG_BYTES],
  ])('accepts %s', async (_, bytes) => {
    expect(okData(api.common.upload, await upload(bytes)).mime).toBe('image/jpeg');
  });

  const pngKinds = [
    ...([1, 2, 4, 8, 16] as const).map((depth) => [0, depth] as const),
    ...([1, 2, 4, 8] as const).map((depth) => [3, depth] as const),
    ...([2, 4, 6] as const).flatMap((type) => ([8, 16] as const).map((depth) => [type, depth] as const)),
  ];
  it.each(pngKinds)('accepts a PNG of colour type %i at %i bits (palette with tRNS)', async (colorType, bitDepth) => {
    expect(okData(api.common.upload, await upload(png(5, 3, colorType, bitDepth))).mime).toBe('image/png');
  });

  it('refuses a 7000 × 7000 JPEG and PNG by their header, naming the size and the limit, without decoding them', async () => {
    const decodes = imageDecoder.started;
    expect(failure(await upload(flatJpeg(7000, 7000))).msg).toBe('The image is 7000 × 7000 pixels; at most 25 megapixels are accepted');
    expect(failure(await upload(png(7000, 7000, 0, 8), 'zh_hans')).msg).toBe('图片为 7000 × 7000 像素，最多接受 25 百万像素');
    expect(imageDecoder.started).toBe(decodes);
  });

  it('refuses a 100000 × 1 strip and a 0 × 0 image by their header, without decoding them', async () => {
    const decodes = imageDecoder.started;
    expect(failure(await upload(png(100_000, 1, 0, 1))).msg).toBe(
      'The image is 100000 × 1 pixels; its longer side may be at most 32 times its shorter one',
    );
    expect(failure(await upload(flatJpeg(0, 0))).msg).toBe('The image is 0 × 0 pixels: it has no pixels to show');
    expect(imageDecoder.started).toBe(decodes);
  });

  it('refuses a lossless JPEG, which neither the decoder nor a browser reads, by its header', async () => {
    expect(failure(await upload(flatJpeg(8, 8, { sof: 0xc3 }))).msg).toMatch(/^This JPEG is saved in a rare coding/);
  });

  it('answers another request, a read and a write, while a big (allowed) image is being decoded', async () => {
    const other = await loginAs(app, 'demo02');
    const decodes = imageDecoder.started;
    const order: string[] = [];
    const uploading = upload(flatJpeg(4032, 3024)).then((response) => {
      order.push('upload');
      return response;
    });
    // Once the decode has begun (its worker has the bytes), a read from another player's point of view goes through.
    while (imageDecoder.started === decodes) await new Promise((resolve) => setTimeout(resolve, 5));
    const user = await app.inject({ method: 'GET', url: '/api/common/getUser', headers: { token: session.token } });
    order.push('getUser');
    expect(user.json()).toMatchObject({ code: 1 });
    // A write too: the upload takes the world's write lock only to store the proven image.
    const signIn = await app.inject({ method: 'POST', url: '/api/common/signin', headers: { token: other.token }, payload: {} });
    order.push('signIn');
    // Answered (demo02 may not sign in today: a refusal still runs inside the write lock).
    expect(signIn.json()).toMatchObject({ msg: expect.any(String) });
    expect(okData(api.common.upload, await uploading).mime).toBe('image/jpeg');
    expect(order).toEqual(['getUser', 'signIn', 'upload']);
  });
});
