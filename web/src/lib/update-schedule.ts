import { getBridge } from './native-bridge';

/** Spec §9: the update check runs about 100 ms after launch, inside the native wrapper only. */
export const UPDATE_CHECK_DELAY_MS = 100;

/**
 * In a browser nothing happens (no request at all); in the wrapper the check's code (and the
 * dialog it needs) is loaded only then, so browsers never download it.
 */
export function scheduleUpdateCheck(load = () => import('./update-check')) {
  if (!getBridge()) return undefined;
  return setTimeout(() => void load().then((module) => module.runUpdateCheck()), UPDATE_CHECK_DELAY_MS);
}
