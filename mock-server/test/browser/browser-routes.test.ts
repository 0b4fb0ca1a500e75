import { describe, expect, it } from 'vitest';
import { BrowserRoutes } from '@mock/browser/browser-routes';
import type { HttpHandler } from '@mock/core/http';

/** A handler that returns its own name, so a lookup can be checked by identity or by calling what it found. */
const named =
  (name: string): HttpHandler =>
  () =>
    name;

function routes(...table: Array<['GET' | 'POST', string, HttpHandler]>): BrowserRoutes {
  const made = new BrowserRoutes();
  for (const [method, url, handler] of table) {
    if (method === 'GET') made.get(url, handler);
    else made.post(url, handler);
  }
  return made;
}

describe('BrowserRoutes', () => {
  const logo = named('logo');
  const avatar = named('avatar');
  const game = named('game');
  const play = named('play');
  const table = routes(
    ['GET', '/assets/brand/logo.svg', logo],
    ['GET', '/assets/avatars/:file', avatar],
    ['GET', '/assets/games/:lang/:file', game],
    ['POST', '/play/s/:sid/play', play],
  );

  it('matches a path without params exactly, with no params', () => {
    expect(table.find('GET', '/assets/brand/logo.svg')).toEqual({ handler: logo, params: {} });
  });

  it('reads `:name` segments as params', () => {
    expect(table.find('GET', '/assets/avatars/3.svg')).toEqual({ handler: avatar, params: { file: '3.svg' } });
    expect(table.find('GET', '/assets/games/zh_hans/101.svg')).toEqual({ handler: game, params: { lang: 'zh_hans', file: '101.svg' } });
    expect(table.find('POST', '/play/s/abc-123/play')).toEqual({ handler: play, params: { sid: 'abc-123' } });
  });

  it('matches paths case-insensitively and keeps the params as sent', () => {
    expect(table.find('GET', '/ASSETS/Brand/LOGO.SVG')?.handler).toBe(logo);
    expect(table.find('GET', '/Assets/AVATARS/3.SVG')).toEqual({ handler: avatar, params: { file: '3.SVG' } });
  });

  it('decodes params, and leaves one whose percent-encoding is broken as it came', () => {
    expect(table.find('GET', '/assets/avatars/%E6%98%9F%20x.svg')?.params).toEqual({ file: '星 x.svg' });
    expect(table.find('GET', '/assets/avatars/a%2Fb.svg')?.params).toEqual({ file: 'a/b.svg' });
    expect(table.find('GET', '/assets/avatars/%E0%A4%A.svg')?.params).toEqual({ file: '%E0%A4%A.svg' });
  });

  it('keeps methods apart: a GET route is no POST route, and the reverse', () => {
    expect(table.find('POST', '/assets/brand/logo.svg')).toBeNull();
    expect(table.find('GET', '/play/s/abc/play')).toBeNull();
    expect(table.find('PUT', '/assets/avatars/3.svg')).toBeNull();
    const both = routes(['GET', '/x/:id', named('read')], ['POST', '/x/:id', named('write')]);
    expect(both.find('GET', '/x/1')?.handler).not.toBe(both.find('POST', '/x/1')?.handler);
    expect((both.find('POST', '/x/1')?.handler as () => string)()).toBe('write');
    expect((both.find('GET', '/x/1')?.handler as () => string)()).toBe('read');
  });

  it('answers null when nothing matches: a param spans one segment, the whole path must match, dots are literal', () => {
    expect(table.find('GET', '/assets/nothing.svg')).toBeNull();
    expect(table.find('GET', '/assets/avatars/a/b.svg')).toBeNull();
    expect(table.find('GET', '/assets/avatars/')).toBeNull();
    expect(table.find('GET', '/assets/brand/logo.svg/more')).toBeNull();
    expect(table.find('GET', '/prefix/assets/brand/logo.svg')).toBeNull();
    expect(table.find('GET', '/assets/brand/logo.svg/')).toBeNull();
    expect(table.find('GET', '/assets/brand/logoXsvg')).toBeNull();
  });

  // The server's router (find-my-way) prefers a static segment to a `:param` one whatever the order; the wallet area
  // registers `/assets/wallet/:folder/:file` before `/assets/wallet/pay/:ref`.
  it('prefers a static segment to a `:param` one registered before it, as the server does', () => {
    const images = named('images');
    const pay = named('pay');
    const wallet = routes(['GET', '/assets/wallet/:folder/:file', images], ['GET', '/assets/wallet/pay/:ref', pay]);
    expect(wallet.find('GET', '/assets/wallet/kinds/usdt.svg')?.handler).toBe(images);
    expect(wallet.find('GET', '/assets/wallet/pay/alipay')).toEqual({ handler: pay, params: { ref: 'alipay' } });
  });
});
