import { useAfterFirstScreen } from '@web/lib/after-first-screen';
import { useSession } from '@web/lib/use-session';

const loadGreeting = () => import('./greeting/daily-greeting');

/**
 * A logged-in player's daily greetings (the announcement, then the sign-in prompt), loaded after the first screen:
 * they are for the day's first open, not what the page is for.
 */
export function DailyGreetingSlot() {
  const { token } = useSession();
  const Greeting = useAfterFirstScreen(loadGreeting, token !== '')?.default;
  return Greeting && token ? <Greeting /> : null;
}
