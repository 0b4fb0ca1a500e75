import type { PartnerImage } from '@contracts/common/partners';
import { useTranslation } from 'react-i18next';

/** The partner's pictures, each with its caption under it (the caption is also its text alternative). */
export function PartnerGallery({ images }: { images: readonly PartnerImage[] }) {
  const { t } = useTranslation('sponsorship');
  if (images.length === 0) return null;
  return (
    <section className="surface-card" aria-labelledby="sponsor-gallery-title">
      <h2 id="sponsor-gallery-title" className="sponsor-section-title">
        {t('gallery.title')}
      </h2>
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
    </section>
  );
}
