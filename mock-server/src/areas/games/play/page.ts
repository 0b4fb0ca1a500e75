import type { Lang } from '@contracts';
import { formatMoney } from '@contracts/core/format';
import { escapeHtml, htmlPage } from '../../../core/html';
import { APP_HOME, appGameDetail, appTransferTo, PAGE_TEXT } from './page-text';
import { PAGE_STYLE } from './page-style';
import type { PlayState } from './view';

/** The page's lang attribute for a player's language. */
const htmlLang = (lang: Lang) => (lang === 'en' ? 'en' : 'zh-Hans');

/** JSON inside <script>: no "</script>" or "<!--" can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The game page the mock serves for game/openGame: HTML and its style; the scene of the game's kind is drawn by the
 * page's script (`/play/page.js`, play-page.browser.ts and client/), which the CSP allows as a script of our own.
 */
export function playPage(sessionId: string, state: PlayState): string {
  const text = PAGE_TEXT[state.lang];
  const backUrl = appGameDetail(state.game);
  const action =
    state.game.settlement === 'clock'
      ? text.place
      : state.game.category === 6
        ? text.fire
        : state.game.category === 8
          ? text.deal
          : text.spin;
  const body = `<header>
<a id="back" href="${escapeHtml(backUrl)}">← ${escapeHtml(text.back)}</a>
<h1>${escapeHtml(state.game.name)}</h1>
<p class="venue">${escapeHtml(state.game.venueName)}</p>
</header>
<main>
<section class="card" aria-labelledby="balance-heading">
<h2 id="balance-heading">${escapeHtml(state.trial ? text.trialBalance : text.balance)}</h2>
<p id="balance" aria-live="polite">${escapeHtml(formatMoney(state.balance))}</p>
${state.trial ? `<p class="note">${escapeHtml(text.trialNote)}</p>` : ''}
</section>
<section class="card game" aria-label="${escapeHtml(state.game.name)}">
<div id="scene" class="scene scene-${state.game.scene}"></div>
<p id="result" role="status" aria-live="polite"></p>
<form id="play" novalidate>
<div id="market"></div>
<div class="row">
<div><label for="stake">${escapeHtml(text.stake)}</label>
<input id="stake" name="stake" type="text" inputmode="decimal" autocomplete="off" value="${escapeHtml(state.minBet)}" aria-describedby="stake-hint">
<small id="stake-hint">${escapeHtml(formatMoney(state.minBet))} – ${escapeHtml(formatMoney(state.maxBet))}</small></div>
<button id="go" type="submit">${escapeHtml(action)}</button>
</div>
<p id="error" role="alert"></p>
</form>
</section>
<section class="card" aria-labelledby="history-heading">
<h2 id="history-heading">${escapeHtml(text.history)}</h2>
<ol id="history"></ol>
</section>
</main>
<script id="state" type="application/json">${scriptJson(state)}</script>
<script id="text" type="application/json">${scriptJson({ ...text, transferUrl: appTransferTo(state.game.venueCode), backUrl })}</script>
<script id="session" type="application/json">${scriptJson(sessionId)}</script>
<script src="/play/page.js"></script>`;
  return htmlPage({ lang: htmlLang(state.lang), title: `${state.game.name} · ${state.game.venueName}`, style: PAGE_STYLE, body });
}

/** The page shown for a used, expired or unknown ticket. */
export function errorPage(lang: Lang, message: string): string {
  const text = PAGE_TEXT[lang];
  const body = `<main><h1>${escapeHtml(text.errorTitle)}</h1><p>${escapeHtml(message)}</p><p><a href="${APP_HOME}">${escapeHtml(text.back)}</a></p></main>`;
  return htmlPage({ lang: htmlLang(lang), title: text.errorTitle, style: PAGE_STYLE, body });
}
