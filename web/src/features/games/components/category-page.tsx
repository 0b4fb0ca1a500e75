import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@web/components/page';
import { useSession } from '@web/lib/use-session';
import { homeCategoriesQuery } from '@web/api/frontpage/get-game-list';
import { BulletinBar } from './bulletin-bar';
import { GameLobby } from './game-lobby';
import { GamesHead } from './games-head';
import { SearchEntry } from './search-entry';
import { useMoneyOnReturn } from './use-money-on-return';

/** The electronic (slots) and chess tab pages: one category's lobby with its venue filter, under the tab pages' brand bar (they are home's tabs). */
export function CategoryPage({ title, category }: { title: string; category: number }) {
  const { t } = useTranslation('lobby');
  const viewer = useSession();
  useMoneyOnReturn();
  // The category's name as the server says it (shared with the home page's cache).
  const categories = useQuery(homeCategoriesQuery(viewer));
  const name = categories.data?.find((c) => c.category === category)?.name ?? title;
  return (
    <Page title={title}>
      <div className="lobby-top">
        <SearchEntry />
      </div>
      <BulletinBar />
      <section className="lobby-section" aria-labelledby="lobby-games-heading">
        <GamesHead heading={t('games.categoryHeading', { category: name })} categoryName={name} />
        <GameLobby category={category} categoryName={name} />
      </section>
    </Page>
  );
}
