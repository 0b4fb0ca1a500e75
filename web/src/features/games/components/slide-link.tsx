import type { Slide } from '@contracts/frontpage/home';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';

/**
 * Where a banner leads (contract SlideLink): a promotion, a game's page, an in-app route or an https page. The link
 * is told apart by its fields rather than by `SlideLinkType`'s values: that enum is a zod value, and importing it
 * would put zod on the lobby's first screen (its budget, e2e/perf/first-screen-budget.spec.ts).
 */
export function SlideLink({ slide, hidden, children }: { slide: Slide; hidden?: boolean; children: ReactNode }) {
  const tabIndex = hidden ? -1 : undefined;
  const { link } = slide;
  if ('promotionId' in link)
    return (
      <Link to={routes.promotionDetail({ id: link.promotionId })} tabIndex={tabIndex} className="lobby-slide-link">
        {children}
      </Link>
    );
  if ('gameId' in link)
    return (
      <Link to={routes.gameDetail({ id: link.gameId })} tabIndex={tabIndex} className="lobby-slide-link">
        {children}
      </Link>
    );
  if ('url' in link)
    return link.url.startsWith('https://') ? (
      <a href={link.url} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} className="lobby-slide-link">
        {children}
      </a>
    ) : (
      <Link to={link.url.startsWith('/') ? link.url : `/${link.url}`} tabIndex={tabIndex} className="lobby-slide-link">
        {children}
      </Link>
    );
  return <div className="lobby-slide-link">{children}</div>;
}
