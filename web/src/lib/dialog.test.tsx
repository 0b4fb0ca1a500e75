// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { alertDialog, closeDialogs, confirmDialog } from './dialog';

/** The first dialog imports antd-mobile's Dialog and its animation library: more than a second on a busy machine. */
const IMPORTED = { timeout: 10_000 };

afterEach(async () => {
  await act(async () => closeDialogs());
});

describe("the app's dialogs have a name a screen reader announces", () => {
  it('a confirmation is named by its title', async () => {
    void confirmDialog({ title: 'Clear the cache?', content: 'Pictures load again.', confirmText: 'Clear', cancelText: 'Cancel' });
    expect(await screen.findByRole('dialog', { name: 'Clear the cache?' }, IMPORTED)).toBeTruthy();
  });

  it('an alert without a title is named by its text, and a name the caller gives wins', async () => {
    void alertDialog({ content: 'The download failed.' });
    expect(await screen.findByRole('dialog', { name: 'The download failed.' }, IMPORTED)).toBeTruthy();
    await act(async () => closeDialogs());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'The download failed.' })).toBeNull());
    void alertDialog({ title: 'Update', content: 'Version 2 is ready.', 'aria-label': 'Update available' });
    expect(await screen.findByRole('dialog', { name: 'Update available' })).toBeTruthy();
  });
});
