import type { Lang } from '@contracts';
import { escapeHtml } from '../../../core/html';
import { APP_HOME, appGameDetail, appTransferTo, PAGE_TEXT } from './page-text';
import type { PlayState } from './view';

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
  const htmlLang = state.lang === 'en' ? 'en' : 'zh-Hans';
  const backUrl = appGameDetail(state.game);
  const action = state.game.settlement === 'clock' ? text.place : state.game.category === 6 ? text.fire : state.game.category === 8 ? text.deal : text.spin;
  return `<!doctype html>
<html lang="${htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(state.game.name)} · ${escapeHtml(state.game.venueName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<a id="back" href="${escapeHtml(backUrl)}">← ${escapeHtml(text.back)}</a>
<h1>${escapeHtml(state.game.name)}</h1>
<p class="venue">${escapeHtml(state.game.venueName)}</p>
</header>
<main>
<section class="card" aria-labelledby="balance-heading">
<h2 id="balance-heading">${escapeHtml(state.trial ? text.trialBalance : text.balance)}</h2>
<p id="balance" aria-live="polite">¥${escapeHtml(state.balance)}</p>
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
<small id="stake-hint">${escapeHtml(state.minBet)} – ${escapeHtml(state.maxBet)}</small></div>
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
<script src="/play/page.js"></script>
</body>
</html>`;
}

/**
 * The page's behaviour: play, show the result, keep the balance and history fresh. Served as a file
 * (`/play/page.js`) so the page runs no inline script (CSP script-src 'self'); it reads its session from the page.
 */
export function pageScript(): string {
  return `(() => {
const $ = (id) => document.getElementById(id);
let state = JSON.parse($('state').textContent);
const t = JSON.parse($('text').textContent);
const sessionId = JSON.parse($('session').textContent);
const api = (path) => '/play/s/' + encodeURIComponent(sessionId) + '/' + path;
// The app may run on another origin (a dev server): send the player back there, not to ours.
let appOrigin = location.origin;
try { if (document.referrer) { const r = new URL(document.referrer); if (r.origin !== location.origin) appOrigin = r.origin; } } catch (e) {}
$('back').href = appOrigin + t.backUrl;
const el = (tag, props, children) => { const n = document.createElement(tag); Object.assign(n, props || {}); (children || []).forEach((c) => n.append(c)); return n; };
function renderMarket() {
  const box = $('market'); box.replaceChildren();
  if (!state.market) return;
  const previous = (document.querySelector('input[name=pick]:checked') || {}).value;
  const fs = el('fieldset', {}, [el('legend', { textContent: t.pick + ': ' + state.market.event })]);
  const opts = el('div', { className: 'options' });
  state.market.options.forEach((o, i) => {
    const input = el('input', { type: 'radio', name: 'pick', value: o.id, checked: previous ? previous === o.id : i === 0 });
    opts.append(el('label', {}, [input, o.label + ' @ ' + o.odds]));
  });
  fs.append(opts); box.append(fs);
  box.append(el('p', { className: 'closes', textContent: t.closes + ' ' + state.market.dueAt.slice(11, 16) }));
}
function renderHistory() {
  const list = $('history'); list.replaceChildren();
  if (state.bets.length === 0) { list.append(el('li', { textContent: t.empty })); return; }
  state.bets.forEach((b) => {
    const wl = Number(b.winLoss);
    const amount = el('span', { className: wl > 0 ? 'win' : wl < 0 ? 'loss' : '', textContent: (wl > 0 ? '+' : '') + b.winLoss });
    const item = el('li', {}, [el('div', { className: 'top' }, [el('span', { textContent: b.content }), amount]), el('small', { textContent: b.statusLabel + ' · ¥' + b.stake + ' · ' + b.betAt.slice(11, 19) + ' · ' + b.orderNo })]);
    if (b.status === 0) {
      const w = el('button', { type: 'button', className: 'secondary', textContent: t.withdraw });
      w.setAttribute('aria-label', t.withdraw + ' ' + b.orderNo);
      w.addEventListener('click', () => withdraw(b.orderNo, w));
      item.append(w);
    }
    list.append(item);
  });
}
function render() { $('balance').textContent = '¥' + state.balance; renderMarket(); renderHistory(); }
function showError(msg, transfer) {
  const box = $('error'); box.replaceChildren(msg);
  if (transfer) { box.append(' '); box.append(el('a', { href: appOrigin + t.transferUrl, textContent: t.transfer })); }
}
async function send(path, body) {
  const res = await fetch(api(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}
async function refresh() {
  try { const res = await fetch(api('state')); const data = await res.json(); if (data.ok) { state = data.state; render(); } } catch (e) {}
}
async function withdraw(orderNo, button) {
  button.disabled = true;
  try { const data = await send('withdraw', { orderNo }); if (!data.ok) showError(data.msg, false); else { state = data.state; render(); } }
  catch (e) { showError(t.network, false); }
  finally { button.disabled = false; }
}
$('play').addEventListener('submit', async (event) => {
  event.preventDefault();
  const go = $('go'); go.disabled = true; $('error').replaceChildren();
  const pick = (document.querySelector('input[name=pick]:checked') || {}).value;
  try {
    const data = await send('play', { stake: $('stake').value.trim(), pick });
    if (!data.ok) { showError(data.msg, data.reason === 'insufficient'); return; }
    const r = data.result;
    if ($('reels')) $('reels').replaceChildren(...r.symbols.concat(['', '', '']).slice(0, 3).map((s) => el('span', { textContent: s || '·' })));
    const won = r.payout !== null && Number(r.payout) > 0;
    const result = $('result');
    result.className = r.status === 0 ? '' : won ? 'win' : 'loss';
    result.textContent = r.status === 0 ? t.pending + ' ' + r.content : (won ? t.win + ' ¥' + r.payout : t.loss) + ' · ' + r.content;
    state = data.state; render();
  } catch (e) { showError(t.network, false); }
  finally { go.disabled = false; }
});
render();
// The board and unfinished bets move with the clock: refresh now and then while the page is open.
setInterval(() => { if (state.market || state.bets.some((b) => b.status === 0)) refresh(); }, 5000);
})();`;
}

/** The page shown for a used, expired or unknown ticket. */
export function errorPage(lang: Lang, message: string): string {
  const text = PAGE_TEXT[lang];
  return `<!doctype html>
<html lang="${lang === 'en' ? 'en' : 'zh-Hans'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(text.errorTitle)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(text.errorTitle)}</h1><p>${escapeHtml(message)}</p><p><a href="${APP_HOME}">${escapeHtml(text.back)}</a></p></main></body>
</html>`;
}
