import type { upload } from '@contracts/common/system';
import type { OutputOf } from '@contracts/core/endpoint';
import { wire } from 'virtual:api-wire';
import { apiBase } from '@web/lib/native-bridge';
import { fetchWithTimeout, readEnvelope, type RequestOptions } from '@web/lib/request';
import { session } from '@web/lib/session';
import { showToast } from '@web/lib/toast';

export type UploadResult = OutputOf<typeof upload>;

/** What the image pickers offer (the `accept` attribute): png, jpg and jpeg, the types common/upload takes. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/**
 * common/upload (spec §7): multipart with the file in `imgPath` and `directory=authorization`,
 * headers TOKEN and Authorization: <uid>. A loading mask covers the screen while it runs.
 */
export async function uploadImage(file: Blob, options: RequestOptions & { loadingText?: string } = {}): Promise<UploadResult> {
  const form = new FormData();
  form.append('directory', 'authorization');
  form.append('imgPath', file, file instanceof File ? file.name : 'image');
  const { token, lang, uid } = session.get();
  const mask = await showToast({ icon: 'loading', content: options.loadingText, duration: 0, maskClickable: false });
  let response: Response;
  try {
    response = await fetchWithTimeout(
      `${apiBase()}${wire.common.upload.path}`,
      { method: 'POST', headers: { TOKEN: token, lang, Authorization: uid }, body: form },
      options.signal,
    );
    await response.clone().text(); // the mask stays until the whole answer has arrived
  } finally {
    // Closed before reading the envelope: Toast is a singleton and the `code: 0` toast comes next.
    mask.close();
  }
  return (await readEnvelope(response, options, token)) as UploadResult;
}
