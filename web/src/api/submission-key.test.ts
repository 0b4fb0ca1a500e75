// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { useSubmissionKey } from './submission-key';

const form = { from: 'central', to: 'ag_slots', amount: '50' };

describe('Idempotency-Key per submission', () => {
  it('reuses the key when the same values are sent again after no answer (network, time-out)', () => {
    const { result } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor(form);
    result.current.settle(new ApiError('network', 'Failed to fetch'));
    expect(result.current.keyFor({ ...form })).toBe(first);
    result.current.settle(new ApiError('timeout', 'request timed out'));
    expect(result.current.keyFor(form)).toBe(first);
  });

  it('gives changed values a new key', () => {
    const { result } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor(form);
    expect(result.current.keyFor({ ...form, amount: '51' })).not.toBe(first);
  });

  it('gives a new key once the server answered, success or refusal', () => {
    const { result } = renderHook(() => useSubmissionKey());
    const first = result.current.keyFor(form);
    result.current.settle(null);
    const second = result.current.keyFor(form);
    expect(second).not.toBe(first);
    result.current.settle(new ApiError('business', 'Insufficient balance'));
    expect(result.current.keyFor(form)).not.toBe(second);
  });
});
