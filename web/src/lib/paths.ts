/** Hash paths that plumbing and several features need (the full table lives in app/routes.ts). */
export const paths = {
  home: '/pages/tabbarPages/home/index',
  mine: '/pages/tabbarPages/mine/index',
  login: '/pages/userPages/login',
  register: '/pages/userPages/register',
  offline: '/pages/networkError/networkError',
} as const;

/** Only in-app hash paths may be redirect targets (no "//host" or "https:" open redirects). */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.mine): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if (target.startsWith(paths.login) || target.startsWith(paths.register)) return fallback;
  return target;
}

export function loginPath(redirect?: string): string {
  return redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login;
}

/** The current hash route ("/pages/mine/recharge?x=1"), used as a redirect target. */
export function currentHashPath(): string {
  const hash = typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
  return hash || '/';
}

/**
 * "Relaunch" (the spec's word, from the native runtime): replace the current entry so Back does not
 * return to a page that just lost its session.
 */
export function relaunch(path: string) {
  window.location.replace(`#${path}`);
}
