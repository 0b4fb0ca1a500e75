import { hydrate, type QueryClient } from '@tanstack/react-query';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router-dom';
import type { Lang } from '@contracts/core/lang';
import { session } from '@web/lib/session';
import { routerReady } from './router-ready';

/** What public/first-screen.js put into #root: a page the build rendered whole, or a frame. */
type FirstScreenKind = 'home' | 'login' | 'dz' | 'tabs' | 'page';
const KINDS: readonly string[] = ['home', 'login', 'dz', 'tabs', 'page'];

function onScreen(container: HTMLElement): { kind: FirstScreenKind; lang: Lang; player: boolean } | null {
  const { firstScreen: kind, lang } = container.dataset;
  if (kind === undefined || !KINDS.includes(kind)) return null;
  const player = container.hasAttribute('data-first-screen-player');
  return lang === 'en' || lang === 'zh_hans' ? { kind: kind as FirstScreenKind, lang, player } : null;
}

/** The answers the build's pages showed (index.html), in the query cache: the same first render, then asked again. */
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
 * Anything else (a player, another page, a frame, no first screen) is rendered over what is on screen, which stays
 * until React's first commit replaces it: that commit waits for the page's module too, so it is never a blank page.
 */
export async function takeOver(container: HTMLElement, queryClient: QueryClient, router: DataRouter, app: ReactNode) {
  const first = onScreen(container);
  const viewer = session.get();
  const sameLang = first?.lang === viewer.lang;
  // Every page starts from the build's answers where they fit (the lobby's categories serve the slots and chess
  // tabs too, whose heading would otherwise change width and move the grid when they came); all are asked again.
  if (sameLang) seedAnswers(queryClient, first.lang);
  const done = () => {
    for (const name of ['data-first-screen', 'data-first-screen-player', 'inert', 'aria-disabled']) container.removeAttribute(name);
  };
  const tree = (
    <>
      {app}
      <FirstCommit run={done} />
    </>
  );
  const ready = routerReady(router).then(
    () => true,
    // The page's module failed to load: render anyway, and let the page show its retry.
    () => false,
  );
  if (sameLang && first.kind === 'home' && !first.player && !viewer.token && (await ready)) {
    // In a transition, hydration yields to the browser every few milliseconds instead of one long task: the markup
    // is on screen already, and a tap that comes first is replayed once its part is hydrated.
    startTransition(() => {
      hydrateRoot(container, tree, {
        onRecoverableError: (error) => console.error('first screen: hydration did not match, rendered again', error),
      });
    });
    return;
  }
  // Rendered once the router has settled, with or without a first screen: a router that settles between React's
  // first render and its subscription (a transition can yield in between) leaves the page without its route.
  await ready;
  const root = createRoot(container);
  startTransition(() => root.render(tree));
}
