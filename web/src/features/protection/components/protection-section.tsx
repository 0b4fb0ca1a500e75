import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionAnchor, type SectionName } from './use-scroll-to-section';

/** One section of the responsible-gaming page: a card named by its h2, with the anchor a link's `section` scrolls to. */
export function ProtectionSection({ name, children }: { name: SectionName; children: (titleId: string) => ReactNode }) {
  const { t } = useTranslation('protection');
  const id = sectionAnchor(name);
  return (
    <section id={id} className="surface-card protection-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="protection-title">
        {t(`${name}.title`)}
      </h2>
      {children(`${id}-title`)}
    </section>
  );
}
