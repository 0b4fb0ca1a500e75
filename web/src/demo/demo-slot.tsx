import { useAfterFirstScreen } from '@web/lib/after-first-screen';
import { loadDemoDrawer } from './is-demo';

/** Stands in for the loader outside the demo build, where it is never called (the slot does not want it). */
const nothing = (): Promise<never> => new Promise(() => undefined);

/** The demo drawer, loaded after the first screen (it is not what any page is for); the app shell renders this only behind IS_DEMO. */
export function DemoSlot() {
  const Drawer = useAfterFirstScreen(loadDemoDrawer ?? nothing, loadDemoDrawer !== undefined)?.default;
  return Drawer ? <Drawer /> : null;
}
