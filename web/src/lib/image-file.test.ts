import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file';

/** The first bytes of a PNG: signature, then its IHDR chunk declaring WIDTH × HEIGHT (the rest never read). */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

const file = (bytes: Uint8Array<ArrayBuffer>, type = 'image/png') => new File([bytes], 'picked.png', { type });

describe('imageFileProblem: the contract on a picked image before it is uploaded', () => {
  it('refuses a picture whose header declares more pixels than the server takes, naming its size', async () => {
    expect(await imageFileProblem(file(pngHeader(7000, 7000)))).toEqual({
      key: 'upload.pixels',
      params: { width: 7000, height: 7000, max: 25 },
    });
    expect(await imageFileProblem(file(pngHeader(100_000, 1)))).toMatchObject({ key: 'upload.aspect' });
    expect(await imageFileProblem(file(pngHeader(0, 0)))).toMatchObject({ key: 'upload.noPixels' });
  });

  it('lets a phone-sized picture go, and a file whose header it cannot read (the server proves the rest)', async () => {
    expect(await imageFileProblem(file(pngHeader(1170, 2532)))).toBeNull();
    expect(await imageFileProblem(file(new Uint8Array([1, 2, 3])))).toBeNull();
  });

  it('refuses another type or too many bytes first, as before', async () => {
    expect(await imageFileProblem(file(pngHeader(10, 10), 'image/gif'))).toEqual({ key: 'upload.type' });
    expect(await imageFileProblem({ type: 'image/png', size: 16 * 1024 * 1024, slice: () => new Blob() })).toEqual({ key: 'upload.size' });
  });
});
