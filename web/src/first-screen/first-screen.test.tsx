// @vitest-environment jsdom
import { api, flattenContract } from '@contracts';
import type { Lang } from '@contracts/core/lang';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@web/app/app';
import { createAppRouter } from '@web/app/router';
import { createQueryClient } from '@web/lib/query';
import { session } from '@web/lib/session';
import { example, fakeApi } from '@web/test/fake-api';
import { renderFirstScreen } from './render';
import { takeOver } from './take-over';

/** Every call answered with the seeded world's recorded example, as the build's render gets from the mock. */
function seededApi() {
  const fake = fakeApi();
  for (const { endpoint } of flattenContract(api)) {
    try {
      fake.on(endpoint, example(endpoint));
    } catch {
      /* no recorded example: a call the first screen does not make */
    }
  }
  return fake;
}

/** index.html after public/first-screen.js: the home's markup in #root, its answers beside it. */
function pageWith(lang: Lang, home: string, state: unknown) {
  document.body.innerHTML =
    `<div id="root" data-first-screen="home" data-lang="${lang}">${home}</div>` +
    `<script type="application/json" id="first-screen-state-${lang}">${JSON.stringify(state)}</script>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the first screen in index.html', () => {
  it.each<Lang>(['en', 'zh_hans'])('is hydrated in %s without a mismatch: the markup stays, nothing is logged', async (lang) => {
    seededApi();
    const { pages, state } = await renderFirstScreen(lang);
    const home = pages.home;
    expect(home).toContain('lobby-grid');
    expect(pages.login).toContain('type="password"');
    expect(pages.dz).toContain('lobby-grid');

    localStorage.clear();
    localStorage.setItem('lang', lang);
    session.reload();
    const root = pageWith(lang, home, state);
    const firstTile = root.querySelector('.lobby-grid > li');
    const logged = vi.spyOn(console, 'error');
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    await takeOver(
      root,
      queryClient,
      router,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
    await vi.waitFor(() => expect(root.hasAttribute('data-first-screen')).toBe(false));
    // Hydrated, not rendered again: the build's nodes are the ones on screen.
    expect(root.querySelector('.lobby-grid > li')).toBe(firstTile);
    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
