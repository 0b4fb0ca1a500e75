import { describe, expect, it } from 'vitest';
import { api, flattenContract } from '@contracts';
import { pairHandlers } from '@mock/core/binder';
import { handlers } from '@mock/areas/world';

const bound = pairHandlers(api, handlers);

describe('contract handlers', () => {
  it('binds a handler to every contract endpoint', () => {
    expect(bound.map((b) => b.endpoint.path).sort()).toEqual(
      flattenContract(api)
        .map((e) => e.endpoint.path)
        .sort(),
    );
  });
});
