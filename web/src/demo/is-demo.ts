import { demoApiReady } from './mock-worker-ready';

/**
 * The one switch of the static demo build (`vite build --mode demo`), where the mock answers /api/ and /__mock/
 * from a service worker inside the browser. Vite writes the mode in as a literal, so in any other build every
 * `IS_DEMO &&` branch is dead code.
 */
export const IS_DEMO = import.meta.env.MODE === 'demo';

/**
 * The drawer's loader, in the demo build only. It sits beside the switch on purpose: Rolldown leaves a dynamic
 * import out of the build only when the condition it hangs on is a constant of the same module. Behind an
 * imported IS_DEMO the drawer's chunk was still written to dist (never loaded, but shipped); here it is not.
 */
export const loadDemoDrawer: (() => Promise<typeof import('./demo-drawer')>) | undefined = IS_DEMO
  ? () => import('./demo-drawer')
  : undefined;

/** Resolves once the app may call its API: at once, except in the demo, where the mock's worker must control the page. */
export const apiReady: (root: HTMLElement) => Promise<void> = IS_DEMO ? demoApiReady : () => Promise.resolve();
