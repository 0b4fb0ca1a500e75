import { useAfterFirstScreen } from '@web/lib/after-first-screen';

const loadButton = () => import('./service-button');

/** The floating service button of a route that shows one, loaded after the first screen (it is not what the page is for). */
export function ServiceButtonSlot() {
  const Button = useAfterFirstScreen(loadButton)?.default;
  return Button ? <Button /> : null;
}
