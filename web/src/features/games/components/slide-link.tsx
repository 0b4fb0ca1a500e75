import { SlideLinkType, type Slide } from '@contracts/frontpage/home';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';

/** Where a banner leads (contract SlideLink): a promotion, a game's page, an in-app route or an https page. */
export function SlideLink({ slide, hidden, children }: { slide: Slide; hidden?: boolean; children: ReactNode }) {
  const tabIndex = hidden ? -1 : undefined;
  const { link } = slide;
  switch (link.type) {
    case SlideLinkType.enum.promotion:
      return (
        <Link to={routes.promotionDetail({ id: link.promotionId })} tabIndex={tabIndex} className="lobby-slide-link">
          {children}
        </Link>
      );
    case SlideLinkType.enum.game:
      return (
        <Link to={routes.gameDetail({ id: link.gameId })} tabIndex={tabIndex} className="lobby-slide-link">
          {children}
        </Link>
      );
    case SlideLinkType.enum.url:
      return link.url.startsWith('https://') ? (
        <a href={link.url} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} className="lobby-slide-link">
          {children}
        </a>
      ) : (
        <Link to={link.url.startsWith('/') ? link.url : `/${link.url}`} tabIndex={tabIndex} className="lobby-slide-link">
          {children}
        </Link>
      );
    default:
      return <div className="lobby-slide-link">{children}</div>;
  }
}
