import type { Lang } from '@contracts';
import { formatMoney } from '@contracts/core/format';
import { escapeHtml, htmlPage } from '../../../core/html';
import { APP_HOME, appGameDetail, appTransferTo, PAGE_TEXT } from './page-text';
import type { PlayState } from './view';

/** The page's lang attribute for a player's language. */
const htmlLang = (lang: Lang) => (lang === 'en' ? 'en' : 'zh-Hans');

/** JSON inside <script>: no "</script>" or "<!--" can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Noto Sans CJK SC","PingFang SC",sans-serif;background:#0f172a;color:#f1f5f9;line-height:1.45}
a{color:#fde68a}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #fde68a;outline-offset:2px}
header{display:flex;flex-direction:column;gap:4px;padding:12px 16px;background:#1e293b}
header a{align-self:flex-start;padding:8px 0;min-height:44px;display:inline-flex;align-items:center}
h1{margin:0;font-size:1.35rem}
h2{margin:0 0 8px;font-size:1rem;color:#cbd5e1}
.venue{margin:0;color:#cbd5e1}
main{padding:16px;max-width:480px;margin:0 auto;display:flex;flex-direction:column;gap:16px}
.card{background:#1e293b;border-radius:12px;padding:14px}
#balance{margin:0;font-size:1.6rem;font-weight:700;font-variant-numeric:tabular-nums}
.note{margin:6px 0 0;color:#cbd5e1;font-size:.9rem}
.reels{display:flex;justify-content:center;gap:10px;margin:4px 0 10px}
.reels span{min-width:64px;height:64px;padding:0 8px;display:flex;align-items:center;justify-content:center;border-radius:10px;background:#0f172a;border:2px solid #334155;font-size:1.4rem;font-weight:700}
#result{min-height:1.5em;margin:0 0 10px;text-align:center;font-weight:600}
.win{color:#86efac}.loss{color:#fecaca}
fieldset{border:1px solid #334155;border-radius:10px;margin:0 0 12px;padding:8px 10px}
legend{padding:0 4px;color:#e2e8f0}
.options{display:flex;flex-wrap:wrap;gap:8px}
.options label{flex:1 1 40%;display:flex;gap:8px;align-items:center;min-height:44px;padding:6px 10px;border:1px solid #475569;border-radius:8px;cursor:pointer}
.options input{width:20px;height:20px}
.row{display:flex;gap:10px;align-items:flex-end}
.row div{flex:1;display:flex;flex-direction:column;gap:4px}
input[type=text]{width:100%;min-height:44px;font-size:1rem;padding:8px 10px;border-radius:8px;border:1px solid #64748b;background:#0f172a;color:#f8fafc}
button{min-height:44px;min-width:44px;padding:0 18px;font-size:1rem;font-weight:700;border:0;border-radius:8px;background:#facc15;color:#111827;cursor:pointer}
button:disabled{opacity:.6;cursor:wait}
button.secondary{background:transparent;color:#fde68a;border:1px solid #fde68a;font-weight:600;padding:0 10px;font-size:.9rem}
#error{margin:10px 0 0;color:#fecaca}
#error:empty{display:none}
ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
li{background:#0f172a;border-radius:8px;padding:8px 10px;display:flex;flex-direction:column;gap:2px;font-size:.92rem}
li .top{display:flex;justify-content:space-between;gap:8px}
li small{color:#cbd5e1}
.closes{margin:0 0 8px;color:#cbd5e1;font-size:.9rem}
`;

/** The game page the mock serves for game/openGame: plain HTML, inline CSS and JS, no external files. */
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
<section class="card" aria-label="${escapeHtml(state.game.name)}">
${state.game.settlement === 'instant' ? '<div class="reels" id="reels" aria-hidden="true"><span>?</span><span>?</span><span>?</span></div>' : ''}
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
  return htmlPage({ lang: htmlLang(state.lang), title: `${state.game.name} · ${state.game.venueName}`, style: STYLE, body });
}

/** The page shown for a used, expired or unknown ticket. */
export function errorPage(lang: Lang, message: string): string {
  const text = PAGE_TEXT[lang];
  const body = `<main><h1>${escapeHtml(text.errorTitle)}</h1><p>${escapeHtml(message)}</p><p><a href="${APP_HOME}">${escapeHtml(text.back)}</a></p></main>`;
  return htmlPage({ lang: htmlLang(lang), title: text.errorTitle, style: STYLE, body });
}
