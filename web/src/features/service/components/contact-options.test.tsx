// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { ContactOption } from '@contracts/common/system';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@web/lib/i18n';
import { showToast } from '@web/lib/toast';
import { pageTests } from '@web/test/page-test';
import { ContactOptions } from './contact-options';

vi.mock('@web/lib/toast', () => ({ showToast: vi.fn(async () => ({ close: () => undefined })) }));

const CONTACTS: ContactOption[] = [
  { kind: 'email', label: 'Email', note: null, value: 'support@starharbour.example', href: 'mailto:support@starharbour.example' },
  { kind: 'wechat', label: 'WeChat', note: 'Add us', value: 'StarHarbour_VIP', href: null },
  { kind: 'qq', label: 'QQ', note: null, value: '8008 2026', href: null },
  { kind: 'telegram', label: 'Telegram', note: null, value: '@starharbour_cs', href: null },
];

async function renderContacts() {
  await i18n.loadNamespaces('service');
  render(
    <I18nextProvider i18n={i18n}>
      <ContactOptions contacts={CONTACTS} />
    </I18nextProvider>,
  );
}

const toastTexts = () => vi.mocked(showToast).mock.calls.map(([props]) => (typeof props === 'string' ? props : props.content));

describe('the contact options', () => {
  pageTests();

  it('copies a handle through the Clipboard API and says so', async () => {
    vi.mocked(showToast).mockClear();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderContacts();
    expect(screen.getByRole('link', { name: 'Write to support@starharbour.example' }).getAttribute('href')).toBe(
      'mailto:support@starharbour.example',
    );
    expect(screen.queryAllByRole('link')).toHaveLength(1); // a handle is copied, never dialled or opened
    fireEvent.click(screen.getByRole('button', { name: 'Copy WeChat StarHarbour_VIP' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Copied']));
    expect(writeText).toHaveBeenCalledWith('StarHarbour_VIP');
  });

  it('falls back to the copy command where the Clipboard API is refused, and says when neither works', async () => {
    vi.mocked(showToast).mockClear();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    const copied: string[] = [];
    const execCommand = vi.fn((command: string) => {
      copied.push(`${command}:${(document.activeElement as HTMLTextAreaElement | null)?.value ?? ''}`);
      return true;
    });
    Object.assign(document, { execCommand });
    await renderContacts();
    fireEvent.click(screen.getByRole('button', { name: 'Copy QQ 8008 2026' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Copied']));
    expect(copied).toEqual(['copy:8008 2026']);
    expect(document.querySelector('textarea')).toBeNull();

    execCommand.mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Telegram @starharbour_cs' }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Copied', 'Could not copy; select the text instead']));
  });
});
