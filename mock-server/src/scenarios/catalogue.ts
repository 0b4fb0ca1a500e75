import type { ScenarioCatalogue } from '../control/context';

/** The scenarios of this server, built into a world through the app's own API. */
export function scenarioCatalogue(): ScenarioCatalogue {
  return {
    list: () => [],
    build: (scenario) => Promise.reject(new Error(`no scenario ${scenario}`)),
  };
}
