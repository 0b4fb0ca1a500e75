import { currentHashPath, relaunch, routes } from '@web/app/routes';

/** Spec §2/§9: reload 300 ms after an orientation change or a width change of more than 100 px. */
export const RELOAD_DELAY_MS = 300;
export const WIDTH_THRESHOLD_PX = 100;

interface BehaviourDeps {
  win?: Window;
  reload?: () => void;
  navigate?: (path: string) => void;
}

/**
 * Window-level behaviour of spec §2: the layout is computed for one screen size, so a rotation or a
 * large resize reloads; losing the network shows the offline page, and regaining it there goes home.
 * Returns an uninstall function (tests).
 */
export function installAppBehaviour({ win = window, reload = () => win.location.reload(), navigate = relaunch }: BehaviourDeps = {}) {
  const width = win.innerWidth;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleReload = () => {
    clearTimeout(timer);
    timer = setTimeout(reload, RELOAD_DELAY_MS);
  };
  // Decided when the 300 ms are over: a width that only flickers (a keyboard, a screenshot tool
  // resizing the viewport for a moment) and comes back does not cost the player their page.
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (Math.abs(win.innerWidth - width) > WIDTH_THRESHOLD_PX) reload();
    }, RELOAD_DELAY_MS);
  };
  const onOffline = () => {
    if (!currentHashPath().startsWith(routes.offline())) navigate(routes.offline());
  };
  const onOnline = () => {
    if (currentHashPath().startsWith(routes.offline())) navigate(routes.home());
  };
  win.addEventListener('orientationchange', scheduleReload);
  win.addEventListener('resize', onResize);
  win.addEventListener('offline', onOffline);
  win.addEventListener('online', onOnline);
  if (win.navigator.onLine === false) onOffline();
  return () => {
    clearTimeout(timer);
    win.removeEventListener('orientationchange', scheduleReload);
    win.removeEventListener('resize', onResize);
    win.removeEventListener('offline', onOffline);
    win.removeEventListener('online', onOnline);
  };
}
