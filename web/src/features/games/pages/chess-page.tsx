import { useTranslation } from 'react-i18next';
import type { PageProps } from '@web/lib/page-props';
import { CategoryPage } from '../components/category-page';
import '../games.css';

/** home/qp: the chess and card games (category 8). */
export default function ChessPage({ titleKey }: PageProps) {
  const { t } = useTranslation('lobby');
  return <CategoryPage title={t(`routes:${titleKey}`)} category={8} />;
}
