import { apiBase } from '@web/lib/native-bridge';

/**
 * A play URL the app may open: http(s) on the app's own origin, or inside the native wrapper on the
 * configured API host's origin. Anything else (a URL built from a forged Host) is not followed.
 */
export function isOwnPlayUrl(url: string, here: string = window.location.href): boolean {
  try {
    const target = new URL(url, here);
    const allowed = new Set([new URL(here).origin, new URL(apiBase(), here).origin]);
    return (target.protocol === 'https:' || target.protocol === 'http:') && allowed.has(target.origin);
  } catch {
    return false;
  }
}
