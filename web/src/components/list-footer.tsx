import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface ListFooterProps {
  hasMore: boolean;
  /** The next page (React Query's fetchNextPage); a failed page turns the footer into a retry. */
  loadMore: () => Promise<{ isError: boolean }>;
}

/** The end of every infinite list: loads the next page on scroll, says "loading", "that's all", or offers a retry. */
export function ListFooter({ hasMore, loadMore }: ListFooterProps) {
  const { t } = useTranslation('common');
  return (
    <InfiniteScroll
      hasMore={hasMore}
      loadMore={async () => {
        const result = await loadMore();
        if (result.isError) throw new Error('page failed');
      }}
    >
      {(more, failed, retry) => (
        <span className="list-more" aria-live="polite">
          {failed ? (
            <button type="button" className="text-link" onClick={retry}>
              {t('list.retry')}
            </button>
          ) : more ? (
            t('loading')
          ) : (
            t('list.end')
          )}
        </span>
      )}
    </InfiniteScroll>
  );
}
