import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, failure, loginAs, okData, testApp } from '../helpers';
import { JPEG_BYTES, multipartBody, PNG_BYTES, pngChunk } from '../multipart';

/** issue 9: uploads are proven by their whole structure, not their first bytes. */
describe('uploads proven by their structure', () => {
  let app: FastifyInstance;
  let session: { token: string; uid: number };
  beforeAll(async () => {
    app = await testApp();
    session = await loginAs(app);
  });
  afterAll(() => app.close());

  const upload = (bytes: Buffer, filename = 'a.png') => {
    const { payload, contentType } = multipartBody([{ name: 'imgPath', filename, type: 'image/png', bytes }]);
    return app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload,
      headers: { token: session.token, authorization: String(session.uid), 'content-type': contentType },
    });
  };
  const refusal = 'Only png, jpg or jpeg images are accepted';

  it('refuses a 12-byte truncated PNG', async () => {
    expect(failure(await upload(PNG_BYTES.subarray(0, 12))).msg).toBe(refusal);
  });

  it('refuses the PNG signature followed by HTML and script', async () => {
    const forged = Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    expect(failure(await upload(forged)).msg).toBe(refusal);
  });

  it('refuses a valid PNG with a script after IEND, and one with a broken CRC', async () => {
    expect(failure(await upload(Buffer.concat([PNG_BYTES, Buffer.from('<script>alert(1)</script>')]))).msg).toBe(refusal);
    const badCrc = Buffer.from(PNG_BYTES);
    badCrc.writeUInt8(badCrc.readUInt8(29) ^ 0xff, 29); // IHDR's CRC
    expect(failure(await upload(badCrc)).msg).toBe(refusal);
  });

  it('refuses a PNG whose header claims a gigapixel image, naming its size', async () => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(100_000, 0);
    ihdr.writeUInt32BE(100_000, 4);
    ihdr.set([8, 6, 0, 0, 0], 8);
    const huge = Buffer.concat([PNG_BYTES.subarray(0, 8), pngChunk('IHDR', ihdr), PNG_BYTES.subarray(33)]);
    expect(failure(await upload(huge)).msg).toBe('The image is 100000 × 100000 pixels; at most 25 megapixels are accepted');
  });

  it('refuses JPEG magic followed by JavaScript', async () => {
    const forged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('alert(1)//'), Buffer.from([0xff, 0xd9])]);
    expect(failure(await upload(forged, 'a.jpg')).msg).toBe(refusal);
  });

  it('accepts a valid PNG and a valid JPEG, served back with the detected type, nosniff and our own file name', async () => {
    for (const [bytes, mime, ext] of [
      [PNG_BYTES, 'image/png', 'png'],
      [JPEG_BYTES, 'image/jpeg', 'jpg'],
    ] as const) {
      const stored = okData(api.common.upload, await upload(bytes, 'evil"\r\nname.html'));
      expect(stored.mime).toBe(mime);
      const back = await app.inject({ method: 'GET', url: stored.url });
      expect(back.headers['content-type']).toBe(mime);
      expect(back.headers['x-content-type-options']).toBe('nosniff');
      expect(back.headers['content-disposition']).toMatch(new RegExp(`^inline; filename="[a-z0-9-]+\\.${ext}"$`));
      expect(back.rawPayload.equals(bytes)).toBe(true);
    }
  });
});
