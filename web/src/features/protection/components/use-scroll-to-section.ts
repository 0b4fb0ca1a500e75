import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page's sections a link may open at (routes.responsibleGaming's `section`). */
export const SECTIONS = ['limits', 'realityCheck', 'timeOut', 'exclusion'] as const;
export type SectionName = (typeof SECTIONS)[number];

export const sectionAnchor = (name: SectionName) => `rg-${name}`;

/**
 * Brings the section the link named to the top once the page has drawn it (`ready`): the deposit page's "Set a deposit
 * limit" lands on the limits, not on the page's head. Once per visit, so a refetch does not pull the player back.
 */
export function useScrollToSection(ready: boolean): void {
  const [params] = useSearchParams();
  const section = SECTIONS.find((name) => name === params.get('section'));
  useEffect(() => {
    if (!ready || !section) return;
    document.getElementById(sectionAnchor(section))?.scrollIntoView?.({ block: 'start' });
  }, [ready, section]);
}
