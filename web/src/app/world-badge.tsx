import { useTranslation } from 'react-i18next';

/** A small label in the corner: "world: NAME", so a screenshot or a demo says which mock world it shows. */
export default function WorldBadge({ name }: { name: string }) {
  const { t, ready } = useTranslation('shell', { useSuspense: false });
  if (!ready) return null;
  return (
    <div className="world-badge" role="status">
      {t('worldBadge', { name })}
    </div>
  );
}
