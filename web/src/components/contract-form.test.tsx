// @vitest-environment jsdom
import { PartnerApplicationForm } from '@contracts/rules/partner';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { renderRoutes } from '@web/test/render';
import { useContractForm } from './contract-form';
import { contractResolver } from './contract-resolver';
import { FormAlert } from './form-alert';
import { TextField } from './text-field';

const resolver = contractResolver(PartnerApplicationForm);

/** A form as every page writes one: the contract's schema, TextFields, the alert, one submit. */
function Probe({ send }: { send: (values: PartnerApplicationForm) => Promise<void> }) {
  const { form, submit, alert, errorText } = useContractForm<typeof PartnerApplicationForm>({
    resolver,
    defaultValues: { contact: '', message: '' },
    onSubmit: send,
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <TextField control={form.control} name="contact" idPrefix="probe" error={errorText('contact')} />
      <TextField control={form.control} name="message" idPrefix="probe" error={errorText('message')} />
      <FormAlert message={alert} />
      <button type="submit">Send</button>
    </form>
  );
}

const fill = (contact: string, message: string) => {
  fireEvent.change(screen.getByLabelText('Contact'), { target: { value: contact } });
  fireEvent.change(screen.getByLabelText(/Message/), { target: { value: message } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};

afterEach(cleanup);

describe('useContractForm', () => {
  it('checks the contract schema before sending: nothing is sent and the field says why', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderRoutes([{ path: '/', element: <Probe send={send} /> }], '/');
    fill('ab', 'too short');
    expect(await screen.findByText(/4–60 characters/)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("hands the schema's output (trimmed) to the one submit path", async () => {
    const send = vi.fn(() => Promise.resolve());
    renderRoutes([{ path: '/', element: <Probe send={send} /> }], '/');
    fill('  @harbour  ', 'I will promote the platform on my channel every week.');
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ contact: '@harbour', message: 'I will promote the platform on my channel every week.' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal on the form, and a fault of the page as the form's own sentence", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('business', 'Applications are closed today'))
      .mockRejectedValueOnce(new Error('boom'));
    renderRoutes([{ path: '/', element: <Probe send={send} /> }], '/');
    fill('@harbour', 'I will promote the platform on my channel every week.');
    expect((await screen.findByRole('alert')).textContent).toBe('Applications are closed today');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The request failed. Try again.'));
  });
});
