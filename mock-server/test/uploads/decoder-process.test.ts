import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageDecoder } from '@mock/core/image-decoder';
import { api, failure, loginAs, okData, testApp } from '../helpers';
import { uploadImage } from './upload-image';
import { flatJpeg } from './image-fixtures';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The decode runs in a child process that ends once idle, so the memory a big image took goes back to the system
 * (a worker thread's stays in the server's heap); one child serves a burst, and a child that dies refuses its image.
 */
describe('image uploads: the decoder is a child process that ends when idle', () => {
  let app: FastifyInstance;
  let session: { token: string; uid: number };
  beforeAll(async () => {
    app = await testApp();
    session = await loginAs(app);
  });
  afterAll(() => app.close());

  const upload = (bytes: Buffer, lang = 'en') => uploadImage(app, session, bytes, lang);

  it('decodes in a process of its own, which one burst of uploads shares and which is gone a moment after the last', async () => {
    // The decoder is the module's own: a file before this one in the same worker (they share one module graph) may
    // have left a child idling. From none, one burst forks exactly one.
    for (let waited = 0; (await imageDecoder.pid()) !== null && waited < 5_000; waited += 50) await sleep(50);
    expect(await imageDecoder.pid()).toBeNull();
    const forked = imageDecoder.forked;
    for (let i = 0; i < 3; i++) expect(okData(api.common.upload, await upload(flatJpeg(640, 480))).mime).toBe('image/jpeg');
    const pid = await imageDecoder.pid();
    expect(pid).toBeTypeOf('number');
    expect(pid).not.toBe(process.pid);
    expect(alive(pid!)).toBe(true);
    expect(imageDecoder.forked - forked).toBe(1);
    // Idle for 1 s, the child is ended: its memory is the system's again.
    for (let waited = 0; alive(pid!) && waited < 5_000; waited += 50) await sleep(50);
    expect(alive(pid!)).toBe(false);
    expect(await imageDecoder.pid()).toBeNull();
  });

  it('refuses the image whose decoder dies mid-decode (as at its memory limit), and the next upload gets a fresh one', async () => {
    const decodes = imageDecoder.started;
    const uploading = upload(flatJpeg(4032, 3024));
    while (imageDecoder.started === decodes) await sleep(2);
    process.kill((await imageDecoder.pid())!, 'SIGKILL');
    expect(failure(await uploading).msg).toMatch(/^The image took more time or memory to check/);
    expect(okData(api.common.upload, await upload(flatJpeg(16, 16))).mime).toBe('image/jpeg');
  });
});
