/**
 * The demo game page's style: the page's frame, then one block per scene (client/*.ts draws them). Inline in the
 * page's head, which the CSP allows for styles (core/security-headers.ts); motion stops for prefers-reduced-motion.
 */
const FRAME = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Noto Sans CJK SC","PingFang SC",sans-serif;background:#0f172a;color:#f1f5f9;line-height:1.45}
a{color:#fde68a}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #fde68a;outline-offset:2px}
header{display:flex;flex-direction:column;gap:2px;padding:8px 16px;background:#1e293b}
header a{align-self:flex-start;padding:6px 0;min-height:44px;display:inline-flex;align-items:center}
h1{margin:0;font-size:1.3rem}
h2{margin:0 0 8px;font-size:1rem;color:#cbd5e1}
.venue{margin:0;color:#cbd5e1}
main{padding:12px;max-width:480px;margin:0 auto;display:flex;flex-direction:column;gap:12px}
.card{background:#1e293b;border-radius:12px;padding:12px}
#balance{margin:0;font-size:1.5rem;font-weight:700;font-variant-numeric:tabular-nums}
.note{margin:6px 0 0;color:#cbd5e1;font-size:.9rem}
#result{min-height:1.5em;margin:10px 0;text-align:center;font-weight:600}
.win{color:#86efac}.loss{color:#fecaca}
fieldset{border:1px solid #334155;border-radius:10px;margin:0 0 12px;padding:8px 10px}
legend{padding:0 4px;color:#e2e8f0}
.options{display:flex;flex-wrap:wrap;gap:8px}
.options label{flex:1 1 28%;display:flex;gap:8px;align-items:center;min-height:44px;padding:6px 10px;border:1px solid #475569;border-radius:8px;cursor:pointer}
.options label:has(input:checked){border-color:#facc15;background:#3b3514}
.options input{width:20px;height:20px;accent-color:#facc15}
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
.playing-card{display:inline-flex;align-items:center;justify-content:center;width:40px;height:56px;margin:0 3px;border-radius:6px;background:#f8fafc;color:#111827;font-weight:700;font-size:1rem;box-shadow:0 2px 4px #0008}
.playing-card.red{color:#b91c1c}
.playing-card.back{background:repeating-linear-gradient(45deg,#1d4ed8 0 6px,#1e40af 6px 12px);color:transparent}
.deal-in{animation:deal-in .45s ease-out both}
@keyframes deal-in{from{transform:translateY(-40px) rotateY(90deg);opacity:0}to{transform:none;opacity:1}}
`;

const SLOTS = `
.scene-slots{position:relative;display:grid;grid-template-columns:repeat(3,1fr);gap:10px;padding:8px;border-radius:12px;background:linear-gradient(#7c2d12,#451a03);border:3px solid #f59e0b}
.reel{position:relative;z-index:1;height:162px;overflow:hidden;border-radius:8px;background:#fffbeb}
.strip{display:flex;flex-direction:column}
.strip span{height:54px;display:flex;align-items:center;justify-content:center;font-size:1.7rem;font-weight:800;color:#1f2937}
.strip span.s-7{color:#b91c1c}.strip span.s-BAR{font-size:1.1rem;color:#fff;background:#111827;margin:12px 6px;height:30px;border-radius:4px}
.strip span.s-★{color:#b45309}.strip span.s-♥,.strip span.s-♦{color:#be123c}
.spinning .strip{animation:reel-spin .18s linear infinite}
@keyframes reel-spin{from{transform:translateY(-162px)}to{transform:translateY(0)}}
.stopped .strip{animation:reel-stop .3s ease-out}
@keyframes reel-stop{0%{transform:translateY(-24px)}70%{transform:translateY(6px)}100%{transform:none}}
.strip span.paying{background:#fde047;box-shadow:inset 0 0 0 3px #dc2626}
.strip span.s-BAR.paying{background:#111827;color:#fde047;box-shadow:0 0 0 3px #dc2626}
.payline{position:absolute;z-index:0;left:0;right:0;top:50%;height:6px;margin-top:-3px;border-radius:2px;background:#dc2626;box-shadow:0 0 8px #f87171;pointer-events:none}
.payline[hidden]{display:none}
`;

const FISHING = `
.scene-fishing{position:relative;height:250px;overflow:hidden;border-radius:12px;background:linear-gradient(#0e7490,#083344 80%);border:2px solid #22d3ee}
.fish{position:absolute;left:0;display:flex;flex-direction:column;align-items:center;animation:swim linear infinite alternate}
.fish-body{position:relative;width:var(--w);height:calc(var(--w) * .55);border-radius:50%;background:var(--c)}
.fish-body::before{content:"";position:absolute;right:18%;top:28%;width:5px;height:5px;border-radius:50%;background:#0f172a}
.fish-body::after{content:"";position:absolute;left:calc(var(--w) * -.35);top:15%;border-style:solid;border-width:calc(var(--w) * .2) calc(var(--w) * .38) calc(var(--w) * .2) 0;border-color:transparent var(--c) transparent transparent}
.fish small{font-size:.72rem;color:#ecfeff;background:#0c4a6ecc;padding:0 4px;border-radius:4px;white-space:nowrap}
.fish.hit .fish-body{animation:hit .6s ease-in-out 2}
@keyframes hit{50%{filter:brightness(2.2);transform:scale(1.35)}}
@keyframes swim{from{transform:translateX(8px)}to{transform:translateX(calc(var(--sea) - var(--w) - 48px))}}
.cannon{position:absolute;bottom:0;left:50%;width:46px;height:46px;margin-left:-23px;border-radius:50% 50% 0 0;background:#facc15;border:3px solid #a16207}
.cannon::after{content:"";position:absolute;left:16px;top:-22px;width:10px;height:26px;border-radius:4px;background:#a16207}
.shot{position:absolute;width:14px;height:14px;border-radius:50%;background:#fde047;box-shadow:0 0 10px #fde047;transition:transform .45s ease-in}
.net{position:absolute;width:70px;height:70px;margin:-35px 0 0 -35px;border:3px dashed #fde047;border-radius:50%;animation:net .6s ease-out both}
@keyframes net{from{transform:scale(.2);opacity:1}to{transform:scale(1);opacity:.2}}
.payout-pop{position:absolute;left:50%;top:40%;transform:translate(-50%,-50%);font-size:1.6rem;font-weight:800;color:#fde047;text-shadow:0 2px 4px #000}
`;

const TABLES = `
.felt{position:relative;border-radius:16px;padding:12px;background:radial-gradient(circle at 50% 20%,#15803d,#14532d 70%);border:4px solid #78350f;text-align:center}
.felt h3{margin:0 0 6px;font-size:.85rem;font-weight:600;color:#dcfce7;letter-spacing:.05em}
.hands{display:flex;justify-content:space-around;gap:8px}
.hand{display:flex;flex-direction:column;align-items:center;gap:4px;min-width:0}
.hand p{margin:0;font-size:.85rem;color:#f0fdf4}
.hand.won p{color:#fde047;font-weight:700}
.cards{display:flex;justify-content:center;min-height:56px}
.waiting{margin:8px 0 0;color:#dcfce7;font-size:.9rem}
.pocket{display:inline-flex;align-items:center;justify-content:center;width:72px;height:72px;border-radius:50%;font-size:1.7rem;font-weight:800;color:#fff;border:6px solid #facc15;background:#111827}
.pocket.red{background:#b91c1c}
.spin-in{animation:spin-in .9s ease-out both}
@keyframes spin-in{from{transform:rotate(-540deg) scale(.4)}to{transform:none}}
.die{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;margin:0 4px;border-radius:8px;background:#fff;color:#991b1b;font-size:1.4rem;font-weight:800}
.zones label{flex:1 1 28%;flex-direction:column;gap:0;text-align:center;justify-content:center;border-color:#16a34a;background:#14532d}
.zones label:has(input:checked){background:#166534;border-color:#facc15}
.zones label.won{box-shadow:0 0 0 3px #fde047,0 0 14px #fde047}
.zones input{position:absolute;opacity:0;pointer-events:none}
.zones label:has(input:focus-visible){outline:3px solid #fde68a;outline-offset:2px}
.zones .odds{color:#fde68a;font-size:.85rem}
`;

const MATCH = `
.scoreboard{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:8px;padding:12px;border-radius:12px;background:linear-gradient(135deg,#1e3a8a,#0f172a);text-align:center}
.team{display:flex;flex-direction:column;align-items:center;gap:4px;font-weight:700;font-size:.95rem;min-width:0;overflow-wrap:anywhere}
.team small{font-weight:400;color:#cbd5e1;font-size:.78rem}
.crest{width:44px;height:44px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:1.2rem;font-weight:800;color:#fff;background:var(--c);border:2px solid #f8fafc}
.versus{font-size:1.1rem;font-weight:800;color:#fde68a}
.versus small{display:block;font-size:.75rem;font-weight:400;color:#cbd5e1}
.odds-board label{flex:1 1 28%;flex-direction:column;gap:0;justify-content:center;text-align:center;background:#0f172a}
.odds-board input{position:absolute;opacity:0;pointer-events:none}
.odds-board label:has(input:focus-visible){outline:3px solid #fde68a;outline-offset:2px}
.odds-board .odds{font-size:1.15rem;font-weight:800;color:#fde68a;font-variant-numeric:tabular-nums}
.slip{margin:0 0 10px;padding:8px 10px;border-radius:8px;border:1px dashed #facc15;background:#1c1917;font-size:.9rem}
.slip strong{color:#fde68a}
`;

const MOTION = `
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important}}
`;

export const PAGE_STYLE = [FRAME, SLOTS, FISHING, TABLES, MATCH, MOTION].join('');
