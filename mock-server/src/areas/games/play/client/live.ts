import { el, playingCard, type PageWords } from './dom';
import type { Scene } from './scene';
import { isRed } from '../symbols';
import type { PlayState } from '../view';

type Bet = PlayState['bets'][number];
type Deal = NonNullable<Bet['deal']>;

/**
 * The live table: the dealer's side of the felt shows the last round a bet of the player's was settled in (hands,
 * the roulette pocket, the dice, the fan tan beads); the sides to bet on are the market's zones below it.
 */
export function liveScene(root: HTMLElement, t: PageWords, initial: PlayState): Scene {
  const shown = el('div', { className: 'dealt' });
  const waiting = el('p', { className: 'waiting' });
  root.append(el('div', { className: 'felt' }, [el('h3', { textContent: `${t.table} · ${initial.game.name}` }), shown, waiting]));
  let dealtOrder: string | null = null;

  const sideName = (state: PlayState, side: string) => state.market?.options.find((o) => o.id === side)?.label ?? side;

  function draw(state: PlayState, deal: Deal, animate: boolean): string {
    const words: string[] = [];
    if (deal.hands.length > 0) {
      shown.replaceChildren(
        el(
          'div',
          { className: 'hands' },
          deal.hands.map((hand, i) => {
            const cards = el(
              'div',
              { className: 'cards' },
              hand.cards.map((code) => playingCard(code, animate)),
            );
            cards
              .querySelectorAll('.deal-in')
              .forEach((card, j) => ((card as HTMLElement).style.animationDelay = `${(i + 2 * j) * 0.25}s`));
            const label = `${sideName(state, hand.side)} ${hand.total}${state.game.table === 'dragonTiger' ? '' : ` ${t.points}`}`;
            words.push(label);
            return el('div', { className: `hand${deal.winner === hand.side ? ' won' : ''}` }, [cards, el('p', { textContent: label })]);
          }),
        ),
      );
    } else if (deal.dice.length > 0) {
      shown.replaceChildren(...deal.dice.map((d) => el('span', { className: `die${animate ? ' spin-in' : ''}`, textContent: String(d) })));
      words.push(`${t.dice} ${deal.dice.join(' + ')} = ${deal.dice.reduce((a, b) => a + b, 0)}`);
    } else if (deal.number !== null) {
      const roulette = state.game.table === 'roulette';
      const red = roulette && isRed(deal.number);
      shown.replaceChildren(
        el('span', { className: `pocket${red ? ' red' : ''}${animate ? ' spin-in' : ''}`, textContent: String(deal.number) }),
      );
      words.push(`${roulette ? t.pocket : t.beads} ${deal.number}`);
    }
    return `${t.winner}${t.colon}${sideName(state, deal.winner)} · ${words.join(' · ')}`;
  }

  return {
    update(state, first) {
      const open = state.bets.some((bet) => bet.status === 0);
      waiting.textContent = open ? t.waiting : '';
      const latest = state.bets.find((bet) => bet.deal);
      if (!latest?.deal) return null;
      for (const label of document.querySelectorAll('.zones label')) {
        label.classList.toggle('won', label.querySelector('input')?.value === latest.deal.winner);
      }
      if (latest.orderNo === dealtOrder) return null;
      dealtOrder = latest.orderNo;
      const words = draw(state, latest.deal, !first);
      if (first) return null;
      const winLoss = Number(latest.winLoss);
      return `${words} · ${winLoss > 0 ? `${t.win} +${latest.winLoss}` : t.loss}`;
    },
  };
}
