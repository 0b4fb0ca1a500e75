import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';
import { i18n } from './i18n';

describe('errorMessage: the sentence a form shows for a failed call', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it("a refusal is the server's own sentence", () => {
    expect(errorMessage(new ApiError('business', 'The amount must be at least ¥100.00'), 'fallback')).toBe(
      'The amount must be at least ¥100.00',
    );
  });

  it("no connection, a time-out and a server failure each say what happened, never the browser's or HTTP's words", () => {
    expect(errorMessage(new ApiError('network', 'Failed to fetch'), 'fallback')).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(errorMessage(new ApiError('timeout', 'request timed out'), 'fallback')).toBe('The server took too long to answer. Try again.');
    expect(errorMessage(new ApiError('server', 'HTTP 502', 502), 'fallback')).toBe('Something went wrong on our side. Try again.');
  });

  it('in Chinese too', async () => {
    await i18n.changeLanguage('zh_hans');
    expect(errorMessage(new ApiError('network', 'Failed to fetch'), 'x')).toBe('无法连接服务器，请检查网络后重试。');
    expect(errorMessage(new ApiError('timeout', 'request timed out'), 'x')).toBe('服务器响应超时，请重试。');
    expect(errorMessage(new ApiError('server', 'HTTP 500', 500), 'x')).toBe('我们这边出了点问题，请重试。');
    await i18n.changeLanguage('en');
  });

  it("anything else (a fault in the page itself) gets the caller's sentence", () => {
    expect(errorMessage(new TypeError('x is undefined'), 'The bet could not be placed. Try again.')).toBe(
      'The bet could not be placed. Try again.',
    );
  });
});
