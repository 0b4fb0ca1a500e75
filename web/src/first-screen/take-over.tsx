import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router-dom';
import type { Lang } from '@contracts/core/lang';
import { session } from '@web/lib/session';
import { routerReady } from './router-ready';

/** What public/first-screen.js put into #root: the home as a visitor or a player, a tab page's frame, another page's. */
type FirstScreenKind = 'visitor' | 'player' | 'tabs' | 'page';

function onScreen(container: HTMLElement): { kind: FirstScreenKind; lang: Lang } | null {
  const { firstScreen: kind, lang } = container.dataset;
  if (kind !== 'visitor' && kind !== 'player' && kind !== 'tabs' && kind !== 'page') return null;
  return lang === 'en' || lang === 'zh_hans' ? { kind, lang } : null;
}

/** The answers the build's home showed (index.html), in the query cache: the same first render, then asked again. */
function seedAnswers(queryClient: QueryClient, lang: Lang) {
  const json = document.getElementById(`first-screen-state-${lang}`)?.textContent;
  if (!json) return;
  try {
    hydrate(queryClient, JSON.parse(json));
  } catch {
    /* unreadable: the home asks for everything, as without a first screen */
  }
}

/** Runs once React has put its first tree in #root: the first screen's styles stop applying (no stale rule lingers). */
function FirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

/**
 * Starts the app in #root. A visitor's home in the stored language is hydrated: React adopts the markup the build
 * rendered (its answers seeded first, the page's module in, the router settled, so the first render is that markup).
 * Anything else (a player, a deep link, a frame, no first screen) is rendered over what is on screen, which stays
 * until React's first commit replaces it.
 */
export async function takeOver(container: HTMLElement, queryClient: QueryClient, router: DataRouter, app: ReactNode) {
  const first = onScreen(container);
  const viewer = session.get();
  const sameLang = first?.lang === viewer.lang;
  // Every page starts from the build's answers where they fit (the lobby's categories serve the slots and chess
  // tabs too, whose heading would otherwise change width and move the grid when they came); all are asked again.
  if (sameLang) seedAnswers(queryClient, first.lang);
  const done = () => container.removeAttribute('data-first-screen');
  const tree = (
    <>
      {app}
      <FirstCommit run={done} />
    </>
  );
  if (sameLang && first.kind === 'visitor' && !viewer.token) {
    try {
      await routerReady(router);
      // In a transition, hydration yields to the browser every few milliseconds instead of one long task: the markup
      // is on screen already, and a tap that comes first is replayed once its part is hydrated.
      startTransition(() => {
        hydrateRoot(container, tree, {
          onRecoverableError: (error) => console.error('first screen: hydration did not match, rendered again', error),
        });
      });
      return;
    } catch {
      /* the page's module failed to load: render, and let the page show its retry */
    }
  }
  createRoot(container).render(tree);
}
