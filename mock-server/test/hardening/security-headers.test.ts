import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, call, loginAs, okData, testApp } from '../helpers';
import { firstGame } from '../games/play-helpers';

/** issue 9: secure headers on every kind of answer, and URLs built from the configured public origin. */
describe('secure headers and the public origin', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await testApp({ publicOrigin: 'https://h5.star-harbour.test' });
    ({ token } = await loginAs(app));
  });
  afterAll(() => app.close());

  it('sends CSP without inline script, nosniff, Referrer-Policy, frame-ancestors and Permissions-Policy everywhere', async () => {
    const opened = okData(
      api.games.openGame,
      await call(app, api.games.openGame, { gameId: firstGame(app, 2).id, trial: true }, { token }),
    );
    for (const url of [
      '/api/docs',
      '/api/openapi.json',
      '/api/other/getConfig',
      new URL(opened.url).pathname,
      '/assets/brand/logo.svg',
      '/nowhere',
    ]) {
      const { headers } = await app.inject({ method: 'GET', url });
      const csp = String(headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBeTruthy();
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('serves the play and docs pages without inline script', async () => {
    const opened = okData(
      api.games.openGame,
      await call(app, api.games.openGame, { gameId: firstGame(app, 2).id, trial: true }, { token }),
    );
    for (const url of ['/api/docs', new URL(opened.url).pathname]) {
      const html = (await app.inject({ method: 'GET', url })).body;
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)];
      expect(inline, url).toEqual([]);
    }
    expect((await app.inject({ method: 'GET', url: '/play/page.js' })).headers['content-type']).toContain('javascript');
    expect((await app.inject({ method: 'GET', url: '/api/docs.js' })).headers['content-type']).toContain('javascript');
  });

  it('builds the play URL from the configured origin, never from the Host header', async () => {
    const response = await call(
      app,
      api.games.openGame,
      { gameId: firstGame(app, 2).id, trial: true },
      { token, headers: { host: 'evil.example' } },
    );
    expect(okData(api.games.openGame, response).url).toMatch(/^https:\/\/h5\.star-harbour\.test\/play\/[0-9a-f]+$/);
  });
});
