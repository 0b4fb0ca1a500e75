/**
 * The ceiling of npm run bench:lighthouse: the libraries the app is built on (React 19, React Router's hash
 * router, TanStack Query, i18next with react-i18next, antd-mobile), rendering a small lobby-like page from data in
 * memory, with none of the app's own code. What this scores on the same machine in the same run is the most the
 * stack allows; the app's gap to it is ours.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Button, SearchBar } from 'antd-mobile';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createHashRouter, Link, RouterProvider } from 'react-router-dom';

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { title: 'Star Harbour', games: 'Games', play: 'Play', search: 'Search games' } } },
});

const GAMES = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Game ${i + 1}` }));

function Lobby() {
  const { t } = useTranslation();
  const games = useQuery({ queryKey: ['games'], queryFn: () => Promise.resolve(GAMES), initialData: GAMES });
  return (
    <main style={{ padding: 12, fontFamily: 'sans-serif' }}>
      <h1 style={{ fontSize: 20 }}>{t('title')}</h1>
      <SearchBar placeholder={t('search')} />
      <h2 style={{ fontSize: 17 }}>{t('games')}</h2>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8, padding: 0, listStyle: 'none' }}>
        {games.data.map((game) => (
          <li key={game.id} style={{ background: '#eef', borderRadius: 8, padding: 8, textAlign: 'center' }}>
            <Link to={`/game/${game.id}`}>{game.name}</Link>
            <Button size="mini" color="primary">
              {t('play')}
            </Button>
          </li>
        ))}
      </ul>
    </main>
  );
}

const router = createHashRouter([{ path: '*', element: <Lobby /> }]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
