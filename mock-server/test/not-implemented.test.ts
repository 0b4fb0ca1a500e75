import { describe, expect, it } from 'vitest';
import { api, flattenContract } from '@contracts';
import { pairHandlers } from '@mock/core/binder';
import { handlers } from '@mock/areas';
import { isNotImplemented } from '@mock/core/not-implemented';
import { call, failure, testApp } from './helpers';

/** Issue 2's list: these must answer for real. */
const IMPLEMENTED = [
  'user/register', 'member/doRegister', 'user/login', 'user/logout', 'user/userInfo', 'common/getUser', 'common/getUserBalance',
  'common/getDefaultAvatar', 'common/getSysDictionary', 'common/getSystemInfo', 'other/getConfig', 'frontpage/getSideMenu',
  'common/checkUpdate', 'common/upload',
];

const bound = pairHandlers(api, handlers);
const pending = bound.filter((b) => isNotImplemented(b.handler)).map((b) => b.endpoint.path);

describe('handlers still to implement', () => {
  it('binds a handler to every contract endpoint', () => {
    expect(bound.map((b) => b.endpoint.path).sort()).toEqual(flattenContract(api).map((e) => e.endpoint.path).sort());
  });

  it('prints the not-implemented paths and their count', () => {
    console.log(`not implemented: ${pending.length} of ${bound.length}\n  ${pending.join('\n  ')}`);
    expect(pending.length).toBeLessThan(bound.length);
  });

  it('does not list any endpoint of the implemented set', () => {
    for (const path of IMPLEMENTED) {
      expect(bound.some((b) => b.endpoint.path === path), `${path} is in the contract`).toBe(true);
      expect(pending, path).not.toContain(path);
    }
  });

  it('answers code 0 "not implemented" for a pending endpoint', async () => {
    const first = bound.find((b) => isNotImplemented(b.handler) && b.endpoint.auth === 'none' && !b.endpoint.multipart);
    if (!first) return;
    const app = await testApp();
    // Send a valid input if the contract's input is empty-friendly; otherwise the validation message comes first.
    const response = await call(app, first.endpoint, {});
    const body = failure(response);
    if (first.endpoint.input.safeParse({}).success) expect(body.msg).toBe('not implemented');
    await app.close();
  });
});
