import { QueryObserver, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateForMoneyNews, moneyNewsQuery, takeFreshNews, type NewsItem } from '@web/api/help/money-news';
import { helpKeys } from '@web/api/help/keys';
import { useSession } from '@web/lib/use-session';
import type { createAppRouter } from './router';
import { routes } from './routes';

/** How long a notice stays before it goes by itself, unless focus holds it (it never blocks: it covers only its own strip). */
export const NOTICE_MS = 6_000;

type AppRouter = Pick<ReturnType<typeof createAppRouter>, 'subscribe' | 'navigate' | 'state'>;

/**
 * Money news as it happens: the newest personal messages are asked for on every change of screen, on coming back
 * to the app and every NEWS_POLL_MS while it is visible; a message newer than the last one told about on this
 * device shows a short notice at the top (its title, tapping opens it) and refreshes what money news changes
 * (balances, records, the unread badge: invalidateForMoneyNews). Mounted once in the app shell for a player.
 */
export function MoneyNewsNotice({ router }: { router: AppRouter }) {
  // Its words are a namespace of their own, loaded with it after the first screen.
  const { t, ready } = useTranslation('shell', { useSuspense: false });
  const viewer = useSession();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ newest: NewsItem; count: number } | null>(null);
  // Held while focus is in it (a keyboard or screen reader reaching it): it does not leave under the reader. A
  // pointer resting over it does not hold it, so it never stays over a control someone is about to tap.
  const [held, setHeld] = useState(false);

  useEffect(() => {
    // A hash typed or set by hand arrives with the key "default": the path tells that screen apart.
    const screenOf = ({ location }: AppRouter['state']) => `${location.key} ${location.pathname}${location.search}`;
    let shown = screenOf(router.state);
    return router.subscribe((state) => {
      if (screenOf(state) === shown) return;
      shown = screenOf(state);
      // One small page per screen; an ask still under way (a redirect is two changes) is not asked again.
      void queryClient.refetchQueries({ queryKey: helpKeys.news(viewer), type: 'active' }, { cancelRefetch: false });
    });
  }, [router, queryClient, viewer]);

  // The news query is watched from outside React's render, so a fresh message becomes the notice as it arrives.
  useEffect(() => {
    if (!viewer.token || !viewer.uid) return undefined;
    const observer = new QueryObserver(queryClient, moneyNewsQuery(viewer));
    return observer.subscribe(({ data }) => {
      if (!data) return;
      const [newest, ...more] = takeFreshNews(viewer.uid, data);
      if (!newest) return;
      setNotice({ newest, count: more.length + 1 });
      void invalidateForMoneyNews(queryClient, viewer);
    });
  }, [viewer, queryClient]);

  useEffect(() => {
    if (!notice || held) return undefined;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, held]);

  const close = () => {
    setNotice(null);
    setHeld(false);
  };

  const open = (id: number) => {
    close();
    void router.navigate(routes.notifyDetail({ id }));
  };

  return (
    <div className="money-news-region" aria-live="polite">
      {notice && ready && (
        <div className="money-news" data-testid="money-news" onFocus={() => setHeld(true)} onBlur={() => setHeld(false)}>
          <button type="button" className="money-news-open" onClick={() => open(notice.newest.id)}>
            <span className="money-news-kicker">{t('moneyNews.kicker')}</span>
            <span className="money-news-title">{notice.newest.title}</span>
            <span className="money-news-more">
              {notice.count > 1 ? t('moneyNews.more', { count: notice.count - 1 }) : t('moneyNews.open')}
            </span>
          </button>
          <button type="button" className="money-news-close" aria-label={t('moneyNews.dismiss')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
