import type { HomeCategory } from '@contracts/frontpage/home';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryState, type QueryLike } from '@web/components/query-state';
import { ToggleRow } from '@web/components/toggle-row';

interface CategoryBarProps {
  query: QueryLike<HomeCategory[]>;
  value: number;
  onChange: (category: number) => void;
}

/**
 * The home's categories (hot first), from frontpage/getGameList, in the request's language: a bar-high placeholder
 * while they come, nothing when there are none (the lobby below still shows its category).
 */
export function CategoryBar({ query, value, onChange }: CategoryBarProps) {
  const { t } = useTranslation('lobby');
  return (
    <QueryState
      query={query}
      label={t('category.label')}
      loading={<Skeleton.Title animated className="lobby-category-skeleton" />}
      empty={null}
    >
      {(categories) => (
        <ToggleRow
          label={t('category.label')}
          className="toggle-pills lobby-segmented lobby-categories"
          options={categories.map((c) => ({ value: c.category, label: c.name }))}
          value={value}
          onChange={onChange}
        />
      )}
    </QueryState>
  );
}
