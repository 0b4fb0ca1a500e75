import { controlClient, ControlError, type ControlTransport } from '@contracts/control/client';

/**
 * The control API over the page's own fetch: in the demo build a service worker answers `/__mock/` on this
 * origin, and under `npm run dev` Vite proxies it to the mock. No token: the demo's mock is the browser's own.
 */
export const fetchTransport: ControlTransport = async ({ method, path, query, body, headers }) => {
  const search = new URLSearchParams(query).toString();
  const response = await fetch(search ? `${path}?${search}` : path, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  try {
    return { status: response.status, body: (await response.json()) as unknown };
  } catch {
    // Not the envelope (an HTML 404 where no worker or proxy answers): said as a refusal with the status.
    return { status: response.status, body: { code: -1, msg: `HTTP ${response.status}` } };
  }
};

/** The drawer's client: `demoControl.world.advance({ hours: 1 })`. */
export const demoControl = controlClient(fetchTransport);

/** What a failed call says on the drawer: the server's own words when it refused, else the error's. */
export function controlErrorText(error: unknown): string {
  if (error instanceof ControlError) return error.msg || error.message;
  return error instanceof Error ? error.message : String(error);
}
