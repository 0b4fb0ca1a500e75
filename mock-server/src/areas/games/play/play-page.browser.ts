/**
 * The demo game page's behaviour (served as `/play/page.js`, core/browser-script.ts): play, show the result, keep
 * the balance and history fresh. It reads its state, words and session from the JSON blocks page.ts writes; the
 * picture of the game's kind is its scene (client/), which only animates the outcome the mock answered.
 */
import { formatMoney } from '@contracts/core/format';
import { cardsScene } from './client/cards';
import { $, el, type PageWords } from './client/dom';
import { fishingScene } from './client/fishing';
import { liveScene } from './client/live';
import { matchScene } from './client/match';
import type { Scene } from './client/scene';
import { slotsScene } from './client/slots';
import type { PlayResultView, PlayState } from './view';

type Answer<T> = ({ ok: true } & T) | { ok: false; msg: string; reason?: string };

const readJson = <T>(id: string): T => JSON.parse($(id).textContent ?? 'null') as T;

let state = readJson<PlayState>('state');
const t = readJson<PageWords>('text');
const sessionId = readJson<string>('session');
const api = (path: string) => `/play/s/${encodeURIComponent(sessionId)}/${path}`;

// The app may run on another origin (a dev server): send the player back there, not to ours.
let appOrigin = location.origin;
try {
  if (document.referrer) {
    const referrer = new URL(document.referrer);
    if (referrer.origin !== location.origin) appOrigin = referrer.origin;
  }
} catch {
  // An unreadable referrer leaves the page's own origin.
}
/** An app link of the page (relative to it: the app sits beside /play/, at the server's root or the demo's folder) on the app's origin. */
const toApp = (link: string) => {
  const url = new URL(link, location.href);
  return appOrigin === location.origin ? url.href : `${appOrigin}${url.pathname}${url.search}${url.hash}`;
};
$<HTMLAnchorElement>('back').href = toApp(t.backUrl);

const sceneRoot = $('scene');
// The picture is decoration: the result line says the same in words, for everyone.
sceneRoot.setAttribute('aria-hidden', 'true');
const SCENES: Record<PlayState['game']['scene'], () => Scene> = {
  slots: () => slotsScene(sceneRoot, t),
  fishing: () => fishingScene(sceneRoot, t, state),
  cards: () => cardsScene(sceneRoot, t),
  live: () => liveScene(sceneRoot, t, state),
  match: () => matchScene(sceneRoot, t),
};
const scene = SCENES[state.game.scene]();

const checkedPick = () => document.querySelector<HTMLInputElement>('input[name=pick]:checked')?.value;

function renderMarket(): void {
  const box = $('market');
  box.replaceChildren();
  if (!state.market) return;
  const previous = checkedPick();
  const layout = state.game.scene === 'live' ? ' zones' : state.game.scene === 'match' ? ' odds-board' : '';
  const options = el('div', { className: `options${layout}` });
  state.market.options.forEach((option, index) => {
    const input = el('input', { type: 'radio', name: 'pick', value: option.id, checked: previous ? previous === option.id : index === 0 });
    options.append(
      el('label', {}, [input, el('span', { textContent: option.label }), el('span', { className: 'odds', textContent: option.odds })]),
    );
  });
  box.append(el('fieldset', {}, [el('legend', { textContent: `${t.pick}${t.colon}${state.market.event}` }), options]));
  if (state.game.scene !== 'match')
    box.append(el('p', { className: 'closes', textContent: `${t.closes} ${state.market.dueAt.slice(11, 16)}` }));
}

function renderHistory(): void {
  const list = $('history');
  list.replaceChildren();
  if (state.bets.length === 0) {
    list.append(el('li', { textContent: t.empty }));
    return;
  }
  for (const bet of state.bets) {
    const winLoss = Number(bet.winLoss);
    const amount = el('span', {
      className: winLoss > 0 ? 'win' : winLoss < 0 ? 'loss' : '',
      textContent: (winLoss > 0 ? '+' : '') + bet.winLoss,
    });
    const details = `${bet.statusLabel} · ${formatMoney(bet.stake)} · ${bet.betAt.slice(11, 19)} · ${bet.orderNo}`;
    const item = el('li', {}, [
      el('div', { className: 'top' }, [el('span', { textContent: bet.content }), amount]),
      el('small', { textContent: details }),
    ]);
    if (bet.status === 0) {
      const button = el('button', { type: 'button', className: 'secondary', textContent: t.withdraw });
      button.setAttribute('aria-label', `${t.withdraw} ${bet.orderNo}`);
      button.addEventListener('click', () => void withdraw(bet.orderNo, button));
      item.append(button);
    }
    list.append(item);
  }
}

function render(first = false): void {
  $('balance').textContent = formatMoney(state.balance);
  renderMarket();
  renderHistory();
  const dealt = scene.update?.(state, first);
  if (dealt) announce(dealt, '');
}

function announce(text: string, className: string): void {
  const line = $('result');
  line.className = className;
  line.textContent = text;
}

function showError(message: string, offerTransfer: boolean): void {
  const box = $('error');
  box.replaceChildren(message);
  if (offerTransfer) box.append(' ', el('a', { href: toApp(t.transferUrl), textContent: t.transfer }));
}

async function send<T>(path: string, body: unknown): Promise<Answer<T>> {
  const response = await fetch(api(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Answer<T>;
}

async function refresh(): Promise<void> {
  try {
    const answer = (await (await fetch(api('state'))).json()) as Answer<{ state: PlayState }>;
    if (answer.ok) {
      state = answer.state;
      render();
    }
  } catch {
    // The next refresh tries again; the page stays as it was.
  }
}

async function withdraw(orderNo: string, button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    const answer = await send<{ state: PlayState }>('withdraw', { orderNo });
    if (!answer.ok) showError(answer.msg, false);
    else {
      state = answer.state;
      render();
    }
  } catch {
    showError(t.network, false);
  } finally {
    button.disabled = false;
  }
}

function showResult(result: PlayResultView): void {
  const won = result.payout !== null && Number(result.payout) > 0 ? result.payout : null;
  if (result.status === 0) announce(`${t.pending} ${result.content}`, '');
  else announce(`${won ? `${t.win} ${formatMoney(won)}` : t.loss} · ${result.content}`, won ? 'win' : 'loss');
}

$('play').addEventListener('submit', (event) => {
  event.preventDefault();
  void play();
});

async function play(): Promise<void> {
  const go = $<HTMLButtonElement>('go');
  go.disabled = true;
  $('error').replaceChildren();
  announce('', '');
  scene.start?.();
  try {
    const answer = await send<{ result: PlayResultView; state: PlayState }>('play', {
      stake: $<HTMLInputElement>('stake').value.trim(),
      pick: checkedPick(),
    });
    if (!answer.ok) {
      scene.cancel?.();
      showError(answer.msg, answer.reason === 'insufficient');
      return;
    }
    await scene.played?.(answer.result);
    showResult(answer.result);
    state = answer.state;
    render();
  } catch {
    scene.cancel?.();
    showError(t.network, false);
  } finally {
    go.disabled = false;
  }
}

render(true);
// The board and unfinished bets move with the clock: refresh now and then while the page is open.
setInterval(() => {
  if (state.market || state.bets.some((bet) => bet.status === 0)) void refresh();
}, 5000);
