import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

export { logIn } from '../wallet/wallet-helpers';

/** A small real PNG (a harbour-blue square with a gold band), as a player's screenshot would be: decodable, well under 15 MB. */
export function screenshotPng(): Buffer {
  const png = new PNG({ width: 48, height: 48 });
  for (let i = 0; i < 48 * 48; i++) {
    const gold = Math.floor(i / 48) > 30;
    png.data.set(gold ? [247, 192, 74, 255] : [10, 91, 211, 255], i * 4);
  }
  return PNG.sync.write(png);
}

/** The composer's parts, by role and name as a player finds them. */
export const composer = (page: Page, labels = { message: 'Message', send: 'Send', image: 'Send an image' }) => ({
  field: page.getByRole('textbox', { name: labels.message, exact: true }),
  send: page.getByRole('button', { name: labels.send, exact: true }),
  imageButton: page.getByRole('button', { name: labels.image, exact: true }),
  /** The file input the image button opens (hidden from assistive technology; Playwright sets its file). */
  fileInput: page.locator('.chat-composer input[type="file"]'),
});

/** The conversation log's messages. */
export const conversationLog = (page: Page, name = 'Conversation with customer service') => page.getByRole('log', { name });

/** Waits until transient toasts (the upload mask) have faded, for axe. */
export async function toastsGone(page: Page) {
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 5_000 });
}
