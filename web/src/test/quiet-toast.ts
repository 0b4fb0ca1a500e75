import { vi } from 'vitest';

/**
 * Every test file: antd-mobile's Toast is a stand-in. lib/toast.ts loads the real one on first use, and a
 * toast shown near a test's end (a success message, a refused request) finished loading it after Vitest
 * had torn the environment down, which failed the whole run at random. No test looks for the real
 * toast's DOM; those that check a toast mock this module (or lib/toast) themselves, which takes precedence.
 */
vi.mock('antd-mobile/es/components/toast', () => ({
  default: { show: vi.fn(() => ({ close: () => undefined })), clear: vi.fn() },
}));
