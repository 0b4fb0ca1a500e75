import type { QueryClient } from '@tanstack/react-query';
import { relaunch, routes } from '@web/app/routes';
import { logOut } from '../account/logout';

/**
 * A time-out or a self-exclusion has ended every session on the server, this one too: the app lets it go as a
 * logout does (session, cache, the server told) and relaunches to login, where the player can do nothing else until
 * the break ends. Relaunch replaces the page in the history, so Back does not return to a page of a closed session.
 */
export async function leaveEndedSession(queryClient: QueryClient): Promise<void> {
  relaunch(routes.login());
  await logOut(queryClient);
}
