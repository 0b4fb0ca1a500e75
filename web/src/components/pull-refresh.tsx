import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useAfterFirstScreen } from '@web/lib/after-first-screen';

const loadKit = () => import('./pull-refresh-kit');

/**
 * Pull down at the top of the page to ask again for everything it shows (every query on screen: a record
 * list and its totals, the balance, the page's own lists), with antd-mobile's PullToRefresh and its texts in
 * the app's language. The kit and the animation library it needs arrive after the first screen (they would
 * cost the home and My screens about 20 kB gzip); until then the page is the same without the gesture.
 *
 * The page's content is drawn in place from the first render (so the build can render it into index.html and
 * the browser hydrate it); when the kit comes, its box adopts the content's node, so nothing remounts (no lost
 * state, no second fetch). A touch gesture only: the balance keeps its refresh button, and money on screen
 * refreshes by itself while an order is pending (api/pending-money.ts).
 */
export function PullRefresh({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const Kit = useAfterFirstScreen(loadKit)?.default;
  const content = useRef<HTMLDivElement>(null);
  // The kit comes after the content in the tree: the content's ref is set before the kit's box adopts it (on a page
  // opened once the kit is in, both arrive in the same commit).
  return (
    <>
      <div className="pull-refresh-slot" ref={content}>
        {children}
      </div>
      {Kit && (
        <Kit onRefresh={() => queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false })}>
          <Adopt node={content} />
        </Kit>
      )}
    </>
  );
}

/**
 * Moves the content's node into the kit's box, and back where React left it before the kit goes (React then
 * removes or keeps it as its own tree says). React only ever touches the node's children, which stay its own.
 */
function Adopt({ node }: { node: RefObject<HTMLDivElement | null> }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const moved = node.current;
    const home = moved?.parentNode;
    if (!moved || !home || !box.current) return undefined;
    box.current.appendChild(moved);
    return () => {
      home.appendChild(moved);
    };
  }, [node]);
  return <div ref={box} />;
}
