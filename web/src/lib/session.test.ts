// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLang, session } from './session';

describe('language rule', () => {
  beforeEach(() => localStorage.clear());

  it('first visit: a Chinese browser gets zh_hans', () => {
    expect(detectLang('zh-CN')).toBe('zh_hans');
    expect(detectLang('zh-TW')).toBe('zh_hans');
    expect(detectLang('zh')).toBe('zh_hans');
  });

  it('first visit: any other browser language gets en', () => {
    expect(detectLang('en-GB')).toBe('en');
    expect(detectLang('fr')).toBe('en');
    expect(detectLang(undefined)).toBe('en');
  });

  it('a stored choice wins over the browser language', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    localStorage.setItem('lang', 'en');
    session.reload();
    expect(session.get().lang).toBe('en');
    localStorage.clear();
    session.reload();
    expect(session.get().lang).toBe('zh_hans');
    vi.restoreAllMocks();
  });

  it('switching stores the language under the key "lang" and notifies subscribers', () => {
    session.reload();
    const listener = vi.fn();
    const off = session.subscribe(listener);
    session.setLang('zh_hans');
    session.setLang('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(listener).toHaveBeenCalledTimes(2);
    off();
  });
});

describe('session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    session.reload();
  });

  it('keeps token, uid, username under the spec keys and never a password', () => {
    session.signIn({ token: 't'.repeat(32), uid: 7, username: 'alice1' });
    expect(localStorage.getItem('token')).toBe('t'.repeat(32));
    expect(localStorage.getItem('uid')).toBe('7');
    expect(localStorage.getItem('username')).toBe('alice1');
    expect(Object.keys(localStorage).some((key) => key.toLowerCase().includes('password'))).toBe(false);
  });

  it('clearing the auth keeps the username (prefills login) and the language', () => {
    session.signIn({ token: 'x'.repeat(32), uid: 7, username: 'alice1' });
    session.clearAuth();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('uid')).toBeNull();
    expect(localStorage.getItem('username')).toBe('alice1');
    expect(localStorage.getItem('lang')).not.toBeNull();
  });
});
