import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { logOut } from '@web/api/account/logout';

/**
 * Logging out from a login-only page: go home, and end the session once this page has left the screen, never
 * before. While it is still drawn, an ended session makes the visitor guard send the player to login "and back
 * here", so the next login landed on this page. "Navigate, then log out" raced: a router update is a React
 * transition, drawn after a quickly answered logout on a slow phone. The page's unmount is the moment home is
 * on screen.
 */
export function useLogOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) void logOut(queryClient);
    },
    [queryClient],
  );
  return () => {
    leaving.current = true;
    void navigate(routes.home(), { replace: true });
  };
}
