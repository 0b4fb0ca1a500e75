import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Lang } from '@contracts/core/lang';
import { i18n } from '../lib/i18n';
import { session } from '../lib/session';

/** The player a component test signs in. */
export const TEST_PLAYER = { token: 't'.repeat(32), uid: 5, username: 'alice88' } as const;

/**
 * A component test's frame: before each test a fresh session (the test player signed in, or a visitor) in the
 * language asked; after it the rendered tree and the stubbed globals (fakeApi's fetch) go.
 */
export function pageTests({ visitor = false, lang = 'en' }: { visitor?: boolean; lang?: Lang } = {}) {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    session.reload();
    if (!visitor) session.signIn(TEST_PLAYER);
    await i18n.changeLanguage(lang);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
