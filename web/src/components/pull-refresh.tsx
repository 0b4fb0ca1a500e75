import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAfterFirstScreen } from '@web/lib/after-first-screen';

const loadKit = () => import('./pull-refresh-kit');

/**
 * Pull down at the top of the page to ask again for everything it shows (every query on screen: a record
 * list and its totals, the balance, the page's own lists), with antd-mobile's PullToRefresh and its texts in
 * the app's language. The kit and the animation library it needs arrive after the first screen (they would
 * cost the home and My screens about 20 kB gzip); until then the page is the same without the gesture. The
 * page's content lives in a portal whose node moves into the kit when it comes, so nothing remounts (no lost
 * state, no second fetch). A touch gesture only: the balance keeps its refresh button, and money on screen
 * refreshes by itself while an order is pending (api/pending-money.ts).
 */
export function PullRefresh({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const Kit = useAfterFirstScreen(loadKit)?.default;
  const [host] = useState(() => document.createElement('div'));

  const slot = (
    <div
      className="pull-refresh-slot"
      ref={(element) => {
        if (element && host.parentNode !== element) element.appendChild(host);
      }}
    />
  );
  return (
    <>
      {Kit ? <Kit onRefresh={() => queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false })}>{slot}</Kit> : slot}
      {createPortal(children, host)}
    </>
  );
}
