import { BrowserMock, MOCK_PATH } from './browser-mock';
import { loadSavedWorld, storeSavedWorld } from './saved-world-store';

/**
 * The static demo's service worker (scripts/build-demo.ts → `dist/demo/mock-worker.js`): the mock answering every
 * `/api/`, `/__mock/`, `/assets/` and `/play/` request of the pages it controls, from one world that every tab shares
 * and IndexedDB keeps. Everything else (the app's files) goes to the network as usual.
 */

interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}
// The lib of this project is the DOM's; only what is used here of the worker's global.
declare const self: {
  readonly location: Location;
  readonly registration: { readonly scope: string };
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
};

const scope = new URL(self.registration.scope);
/** The demo's folder ('' at a site's root): the app is `folder/h5/`, the mock's pages `folder/play/…`. */
const folder = scope.pathname.replace(/\/$/, '');

let started: Promise<BrowserMock> | null = null;
/** Saves in order, each after the answer it follows; the answer waits for its save. */
let saving: Promise<unknown> = Promise.resolve();

/** The world kept in IndexedDB, or the seeded one; a record this build cannot read starts the seed again. */
function mock(): Promise<BrowserMock> {
  started ??= (async () => {
    const saved = await loadSavedWorld().catch(() => null);
    try {
      return await BrowserMock.create(scope.origin + folder, saved);
    } catch (error) {
      console.warn('The saved demo world could not be restored; starting from the seed.', error);
      return BrowserMock.create(scope.origin + folder, null);
    }
  })();
  return started;
}

async function answer(request: Request, path: string, search: string): Promise<Response> {
  const demo = await mock();
  const response = await demo.answer(request, path, search);
  // A write (a control call too: the clock) is on disk before its answer; a read that ran due jobs is saved as well.
  if (request.method !== 'GET' || demo.changed()) {
    const saved = saving.then(async () => storeSavedWorld(await demo.save()));
    saving = saved.catch((error: unknown) => console.error('The demo world could not be saved.', error));
    await saving;
  }
  return response;
}

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
// Pages opened before the worker (the first visit) and after a hard reload (which bypasses it) are taken over.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  const path = folder !== '' && url.pathname.startsWith(`${folder}/`) ? url.pathname.slice(folder.length) : url.pathname;
  if (!MOCK_PATH.test(path)) return;
  event.respondWith(answer(event.request, path, url.search));
});
