/**
 * Starts downloading a page's JS files with the navigation, in parallel with its chunk. The lists are built
 * with the app (scripts/vite/route-preload.ts); route-preload.js, loaded by index.html, defines the function.
 * Without it (dev server, unit tests) the page's chunk simply fetches its imports itself.
 */
export function preloadRouteFiles(path: string): void {
  // The build's render of the first screen has no window and nothing to download.
  if (typeof window === 'undefined') return;
  (window as Window & { __shRoute?: (path: string) => void }).__shRoute?.(path);
}
