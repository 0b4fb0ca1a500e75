import type { Game } from '@contracts/games/game-types';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '@web/lib/error-message';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';
import { walletListQuery } from '@web/api/funds/get-wallet-list';
import { goToGame, useOpenGame } from '@web/api/games/open-game';
import { useFirstBetNotice } from '@web/api/protection/first-bet-notice';
import { routes } from '@web/app/routes';
import { QueryState } from '@web/components/query-state';

const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount);

/**
 * The venue wallet the game plays against, and Play. An empty venue wallet gets a hint to transfer
 * first (the transfer page is the wallet feature's: a link), checked before opening and again on
 * openGame's own answer; a venue under maintenance cannot be opened.
 */
export function PlayPanel({ game }: { game: Game }) {
  const { t } = useTranslation('lobby');
  const wallets = useQuery(walletListQuery(useSession()));
  const open = useOpenGame();
  const firstBetNotice = useFirstBetNotice();
  const [emptyHint, setEmptyHint] = useState(false);
  const [error, setError] = useState('');
  const wallet = wallets.data?.wallets.find((w) => w.code === game.venueCode);
  const maintenance = wallet?.maintenance ?? false;
  // While refetching after a return from a game, the old number is hidden rather than shown stale.
  const balanceKnown = wallet !== undefined && !wallets.isFetching;

  const play = async (trial: boolean) => {
    setError('');
    setEmptyHint(false);
    if (!trial && balanceKnown && isZero(wallet.balance)) {
      setEmptyHint(true);
      return;
    }
    // A game with money is where bets are placed: the notice before a first bet comes first. A trial stakes nothing.
    if (!trial && !(await firstBetNotice())) return;
    try {
      const answer = await open.mutateAsync({ gameId: game.id, trial });
      if (!answer.trial && isZero(answer.venueBalance)) {
        setEmptyHint(true);
        return;
      }
      goToGame(answer.url);
    } catch (e) {
      setError(errorMessage(e, t('common:requestFailed')));
    }
  };

  return (
    <section className="lobby-play" aria-labelledby="lobby-play-heading">
      <h3 id="lobby-play-heading" className="visually-hidden">
        {t('play.heading')}
      </h3>
      <div className="lobby-play-wallet">
        <span id="lobby-venue-balance-label">{t('play.venueBalance', { venue: game.venueName })}</span>
        <QueryState
          query={{
            data: balanceKnown ? wallet.balance : undefined,
            isPending: !balanceKnown,
            error: balanceKnown ? null : wallets.error,
            refetch: wallets.refetch,
          }}
          label={t('play.venueBalance', { venue: game.venueName })}
          loading={<Skeleton.Title animated className="lobby-balance-skeleton" />}
          failure={(_error, retry) => (
            <button type="button" className="text-link" onClick={retry}>
              {t('play.balanceRetry')}
            </button>
          )}
        >
          {(balance) => <strong aria-labelledby="lobby-venue-balance-label">{formatMoney(balance)}</strong>}
        </QueryState>
      </div>
      {maintenance && (
        <p className="lobby-notice" role="status">
          {t('play.maintenance', { venue: game.venueName })}
        </p>
      )}
      {emptyHint && (
        <div className="lobby-notice" role="alert">
          <p>{t('play.empty', { venue: game.venueName })}</p>
          <Link className="text-link" to={routes.transfer({ to: game.venueCode })}>
            {t('play.transfer', { venue: game.venueName })}
          </Link>
        </div>
      )}
      {error && (
        <p className="form-server-error" role="alert">
          {error}
        </p>
      )}
      <div className="lobby-play-actions">
        <Button
          block
          color="primary"
          size="large"
          disabled={maintenance || open.isPending}
          loading={open.isPending && !open.variables?.trial}
          onClick={() => void play(false)}
        >
          {t('play.play')}
        </Button>
        {game.demo && (
          <Button
            block
            fill="outline"
            color="primary"
            disabled={maintenance || open.isPending}
            loading={open.isPending && open.variables?.trial}
            onClick={() => void play(true)}
          >
            {t('play.trial')}
          </Button>
        )}
      </div>
    </section>
  );
}
