import { useTranslation } from 'react-i18next';
import { FeatureStrings } from '@web/components/feature-strings';

export type LegalDoc = 'agreement' | 'privacy';

/** Each document's sections, in order; their titles and paragraphs are in the `legal` namespace. */
const SECTIONS: Record<LegalDoc, readonly string[]> = {
  agreement: ['eligibility', 'account', 'money', 'bonuses', 'responsible', 'suspension', 'changes', 'contact'],
  privacy: ['data', 'retention', 'rights', 'storage', 'sharing', 'contact'],
};

/**
 * The user agreement or the privacy notice, in the player's language: a lazy piece of the about page with its own
 * strings, so neither text weighs on a first screen.
 */
export default function LegalDocument({ doc }: { doc: LegalDoc }) {
  return (
    <FeatureStrings ns="legal">
      <Document doc={doc} />
    </FeatureStrings>
  );
}

function Document({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation('legal');
  return (
    <article className="surface-card content-legal" aria-labelledby="legal-title">
      <h2 id="legal-title" className="content-article-title">
        {t(`${doc}.title`)}
      </h2>
      <p className="content-row-meta">{t(`${doc}.updated`)}</p>
      <p>{t(`${doc}.intro`)}</p>
      {SECTIONS[doc].map((section) => (
        <section key={section} aria-labelledby={`legal-${section}`}>
          <h3 id={`legal-${section}`}>{t(`${doc}.${section}.title`)}</h3>
          {t(`${doc}.${section}.body`)
            .split('\n\n')
            .map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
        </section>
      ))}
    </article>
  );
}
