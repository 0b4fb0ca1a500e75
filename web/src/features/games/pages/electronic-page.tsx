import { useTranslation } from 'react-i18next';
import type { PageProps } from '@web/lib/page-props';
import { CategoryPage } from '../components/category-page';
import '../games.css';

/** home/dz: the electronic games (slots, category 2). */
export default function ElectronicPage({ titleKey }: PageProps) {
  const { t } = useTranslation('lobby');
  return <CategoryPage title={t(`routes:${titleKey}`)} category={2} />;
}
