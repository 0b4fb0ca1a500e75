/**
 * In the static demo the mock is a service worker published beside the app's folder (`<folder>/mock-worker.js`, whose
 * scope is `<folder>/`). Nothing may call `/api/` before it controls this page: the first visit waits for it to
 * activate, and a hard reload, which a browser serves without the worker, asks it to take the page back.
 */
async function mockWorkerReady(): Promise<void> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container) throw new Error('service workers unavailable');
  const controlled = new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
  await container.register(new URL('../mock-worker.js', document.baseURI), { scope: new URL('../', document.baseURI).pathname });
  if (container.controller) return;
  const registration = await container.ready;
  registration.active?.postMessage('claim');
  await controlled;
}

/** Resolves when the worker controls the page; where the browser cannot run it, says so on the page and stays pending. */
export function demoApiReady(root: HTMLElement): Promise<void> {
  return mockWorkerReady().catch(() => {
    showDemoUnavailable(root);
    return new Promise<never>(() => undefined);
  });
}

/** Said on the page, in both languages, when the browser cannot run the demo's mock. */
function showDemoUnavailable(root: HTMLElement): void {
  const note = document.createElement('p');
  note.className = 'demo-unavailable';
  note.setAttribute('role', 'alert');
  note.textContent =
    '这个演示的服务器运行在浏览器里，需要 Service Worker（HTTPS 或 localhost，非无痕窗口）。' +
    ' This demo runs its server inside the browser and needs service workers (HTTPS or localhost, not a private window).';
  root.replaceChildren(note);
}
