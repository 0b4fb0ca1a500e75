import { formatMoney } from '@contracts/core/format';
import { $, el, type PageWords } from './dom';
import type { Scene } from './scene';
import type { PlayState } from '../view';

const CREST_COLOURS = ['#b91c1c', '#1d4ed8', '#047857', '#7c3aed', '#c2410c', '#0f766e', '#be185d', '#4d7c0f'];
const crestColour = (name: string) => CREST_COLOURS[[...name].reduce((sum, c) => sum + (c.codePointAt(0) ?? 0), 0) % CREST_COLOURS.length]!;

/**
 * A match (sports, esports) or a draw (a venue's lottery): the board with the teams and when it settles, the odds
 * as the market's tiles, and a slip that shows what the stake is on before it is placed.
 */
export function matchScene(root: HTMLElement, t: PageWords): Scene {
  const board = el('div', { className: 'scoreboard' });
  root.append(board);
  const slip = el('p', { className: 'slip', id: 'slip' });
  const form = $<HTMLFormElement>('play');
  form.insertBefore(slip, form.querySelector('.row'));
  let current: PlayState | null = null;

  function renderSlip(): void {
    const picked = form.querySelector<HTMLInputElement>('input[name=pick]:checked')?.value;
    const option = current?.market?.options.find((o) => o.id === picked);
    const stake = $<HTMLInputElement>('stake').value.trim();
    slip.replaceChildren(
      `${t.slip}${t.colon}`,
      el('strong', { textContent: option ? `${option.label} @ ${option.odds}` : '—' }),
      ` · ${formatMoney(stake)}`,
    );
  }
  form.addEventListener('change', renderSlip);
  form.addEventListener('input', renderSlip);

  return {
    update(state) {
      current = state;
      const market = state.market;
      if (!market) return null;
      const closes = el('small', { textContent: `${t.closes} ${market.dueAt.slice(11, 16)}` });
      const team = (name: string, side: string) =>
        el('div', { className: 'team' }, [crest(name), el('span', { textContent: name }), el('small', { textContent: side })]);
      const [home, away] = market.teams;
      board.replaceChildren(
        ...(home && away
          ? [team(home, t.home), el('div', { className: 'versus' }, ['VS', closes]), team(away, t.away)]
          : [el('div', { className: 'versus' }, [market.event, closes])]),
      );
      board.style.gridTemplateColumns = home && away ? '' : '1fr';
      renderSlip();
      return null;
    },
  };
}

function crest(name: string): HTMLElement {
  const node = el('span', { className: 'crest', textContent: [...name][0] ?? '?' });
  node.style.setProperty('--c', crestColour(name));
  return node;
}
