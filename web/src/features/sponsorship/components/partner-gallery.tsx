import type { PartnerImage } from '@contracts/common/partners';
import { useTranslation } from 'react-i18next';
import { Section } from '@web/components/section';

/** The partner's pictures, each with its caption under it (the caption is also its text alternative). */
export function PartnerGallery({ images }: { images: readonly PartnerImage[] }) {
  const { t } = useTranslation('sponsorship');
  if (images.length === 0) return null;
  return (
    <Section title={t('gallery.title')} className="surface-card" titleClassName="sponsor-section-title">
      <ul className="sponsor-gallery">
        {images.map((image) => (
          <li key={image.src}>
            <figure>
              <img src={image.src} alt={image.caption} width={640} height={400} loading="lazy" decoding="async" />
              <figcaption aria-hidden="true">{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
