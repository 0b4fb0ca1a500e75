// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type OutputInputOf } from '@contracts';
import type { FeedbackOrder } from '@contracts/feedback/feedback';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { pageTests } from '@web/test/page-test';
import { renderRoutes } from '@web/test/render';
import FeedbackPage from './feedback-page';

const ORDERS: FeedbackOrder[] = [
  { orderNo: 'DP20261122000002', kind: 1, title: 'Deposit · FPS express', amount: '100.00', createdAt: '2026-11-22T12:00:00+08:00' },
  { orderNo: 'DP20261121000001', kind: 1, title: 'Deposit · Alipay', amount: '250.00', createdAt: '2026-11-21T09:30:00+08:00' },
];
const UPLOAD: OutputInputOf<typeof api.common.upload> = {
  url: '/assets/uploads/authorization/5-1-abcdefgh.png',
  path: 'authorization/5-1-abcdefgh.png',
  size: 68,
  mime: 'image/png',
};

/** A file of a given type and size without allocating it (the rule reads only type and size). */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('feedback form (service/feedback)', () => {
  let server: ReturnType<typeof fakeApi>;
  let rendered: ReturnType<typeof renderRoutes>;
  pageTests();
  beforeEach(() => {
    server = fakeApi()
      .on(api.feedback.getOrder, ORDERS)
      .on(api.common.upload, UPLOAD)
      .on(api.feedback.submit, { id: 7, createdAt: '2026-11-22T12:00:00+08:00' });
    URL.createObjectURL ??= () => 'blob:preview';
    // The sheet's drag gesture captures the pointer; jsdom has no pointer capture.
    Element.prototype.setPointerCapture ??= () => undefined;
    Element.prototype.releasePointerCapture ??= () => undefined;
    rendered = renderRoutes(
      [
        { path: '/pages/service/feedback', element: <FeedbackPage titleKey="service/feedback" /> },
        { path: '/pages/service/feedbackDetail', element: <p>detail page</p> },
      ],
      '/pages/service/feedback',
    );
  });
  const description = () => screen.getByLabelText('Description');
  const imageInput = () => screen.getByLabelText('Add an image');

  it('offers the nine question types and says what is missing before sending anything', async () => {
    const user = userEvent.setup();
    const types = within(await screen.findByRole('group', { name: 'Question type' })).getAllByRole('radio');
    expect(types.map((radio) => radio.parentElement?.textContent)).toEqual([
      'Deposit Issue',
      'Withdrawal Issue',
      'Member Suggestion',
      'Game Issue',
      'Promotion Issue',
      'Website/APP Login',
      'Modify Information',
      'Flow (turnover) Issue',
      'Other',
    ]);
    expect(screen.getByRole('button', { name: /Related order/ })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please choose a question type')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    fireEvent.change(description(), { target: { value: 'x'.repeat(19) } });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Description: 20–200 characters')).toBeTruthy();
    expect(server.calls(api.feedback.submit)).toHaveLength(0);
  });

  it('counts characters as the rule does: trimmed, as a person sees them (an emoji with a skin tone, a letter with its accent is one)', async () => {
    await screen.findByRole('group', { name: 'Question type' });
    fireEvent.change(description(), { target: { value: `  ${'😀'.repeat(12)}  ` } });
    expect(screen.getByTestId('description-counter').textContent).toBe('12/200 characters · 8 more characters needed');
    fireEvent.change(description(), { target: { value: '👍🏽'.repeat(19) } });
    expect(screen.getByTestId('description-counter').textContent).toBe('19/200 characters · 1 more character needed');
    fireEvent.change(description(), { target: { value: `${'e\u0301'.repeat(10)}充值未到账${'👨‍👩‍👧'.repeat(5)}` } });
    expect(screen.getByTestId('description-counter').textContent).toBe('20/200 characters');
    fireEvent.change(description(), { target: { value: 'a'.repeat(201) } });
    expect(screen.getByTestId('description-counter').textContent).toBe('201/200 characters · 1 character too many');
  });

  it('refuses a 16 MB image, a gif and a 7000 × 7000 picture before uploading anything', async () => {
    await screen.findByRole('group', { name: 'Question type' });
    fireEvent.change(imageInput(), { target: { files: [fakeFile('huge.png', 'image/png', 16 * 1024 * 1024)] } });
    expect(await screen.findByText('The image must be at most 15 MB')).toBeTruthy();
    fireEvent.change(imageInput(), { target: { files: [fakeFile('cat.gif', 'image/gif', 2048)] } });
    expect(await screen.findByText('Only png, jpg or jpeg images are accepted')).toBeTruthy();
    // A small file whose header declares 49 megapixels: the server's limit, read before anything is sent.
    const ihdr = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x1b, 0x58, 0, 0, 0x1b, 0x58, 8, 6, 0, 0,
      0, 0, 0, 0, 0,
    ]);
    fireEvent.change(imageInput(), { target: { files: [new File([ihdr], 'poster.png', { type: 'image/png' })] } });
    expect(await screen.findByText('The image is 7000 × 7000 pixels; at most 25 megapixels are accepted')).toBeTruthy();
    expect(server.calls(api.common.upload)).toHaveLength(0);
  });

  it('sends type, the chosen order, the trimmed text and the uploaded image once, then opens the detail', async () => {
    // The sheet's entrance animation never runs in jsdom, so its mask keeps pointer-events off.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('radio', { name: 'Deposit Issue' }));
    await user.click(screen.getByRole('button', { name: /Related order/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Orders of the past 7 days' });
    await user.click(await within(sheet).findByText('Deposit · Alipay'));
    await waitFor(() => expect(screen.getByRole('button', { name: /Related order/ }).textContent).toContain('DP20261121000001'));
    expect(new URL(server.calls(api.feedback.getOrder)[0]!.url, 'http://app').searchParams.get('type')).toBe('1');
    fireEvent.change(description(), { target: { value: '  My deposit of 250 has not arrived.  ' } });
    fireEvent.change(imageInput(), { target: { files: [fakeFile('shot.png', 'image/png', 2048)] } });
    expect(await screen.findByRole('button', { name: 'View image 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?id=7'));
    expect(server.calls(api.feedback.submit)).toHaveLength(1);
    const { init } = server.calls(api.feedback.submit)[0]!;
    expect(JSON.parse(String(init.body))).toEqual({
      type: 1,
      orderNo: 'DP20261121000001',
      description: 'My deposit of 250 has not arrived.',
      images: [UPLOAD.url],
    });
    expect(new Headers(init.headers).get('Idempotency-Key')).toBeTruthy();
    expect(rendered.router.state.location.pathname).toBe('/pages/service/feedbackDetail');
  });

  it('a new type clears the order chosen for the old one', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('radio', { name: 'Deposit Issue' }));
    await user.click(screen.getByRole('button', { name: /Related order/ }));
    await user.click(await within(await screen.findByRole('dialog')).findByText('Deposit · FPS express'));
    await waitFor(() => expect(screen.getByRole('button', { name: /Related order/ }).textContent).toContain('DP20261122000002'));
    await user.click(screen.getByRole('radio', { name: 'Withdrawal Issue' }));
    expect(screen.getByRole('button', { name: /Related order/ }).textContent).toContain('No related order');
  });
});
