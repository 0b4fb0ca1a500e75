import type { QueryClient } from '@tanstack/react-query';
import { wire } from 'virtual:api-wire';
import { request } from '@web/lib/request';
import { session } from '@web/lib/session';

/**
 * Ends the session here first, then on the server with the token it held: nothing is asked with that token
 * after this point, and an answer to an earlier request (a 401 once the server has ended the session) no longer
 * matches the session, so it cannot send the player to login. The session ends even when the server call fails
 * (the player asked to leave). A function, not a mutation hook: the page that asks for it has left the screen
 * by the time it runs (features/account/components/use-log-out.ts).
 */
export async function logOut(queryClient: QueryClient): Promise<void> {
  const { token } = session.get();
  session.clearAuth();
  queryClient.clear();
  await request(wire.account.logout, {}, { toast: false, token }).catch(() => undefined);
}
