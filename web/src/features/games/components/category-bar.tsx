import type { HomeCategory } from '@contracts/frontpage/home';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ToggleRow } from '@web/components/toggle-row';

interface CategoryBarProps {
  categories: HomeCategory[] | undefined;
  isPending: boolean;
  value: number;
  onChange: (category: number) => void;
}

/** The home's categories (hot first), from frontpage/getGameList, in the request's language. */
export function CategoryBar({ categories, isPending, value, onChange }: CategoryBarProps) {
  const { t } = useTranslation('lobby');
  if (isPending) return <Skeleton.Title animated className="lobby-category-skeleton" />;
  if (!categories || categories.length === 0) return null;
  return (
    <ToggleRow
      label={t('category.label')}
      className="toggle-pills lobby-segmented lobby-categories"
      options={categories.map((c) => ({ value: c.category, label: c.name }))}
      value={value}
      onChange={onChange}
    />
  );
}
