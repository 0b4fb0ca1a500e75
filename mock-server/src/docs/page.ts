/**
 * The reference's style, served as a file (`/api/docs.css`): the Content-Security-Policy allows no inline style or
 * script (its behaviour is docs-page.browser.ts, `/api/docs.js`). Nothing is fetched from elsewhere, so the page works
 * offline and in CI, and it is readable without the script.
 */
export const DOCS_CSS = `:root {
  color-scheme: light dark;
  --text: #1f2328; --muted: #59636e; --bg: #f6f8fa; --card: #ffffff; --line: #d1d9e0; --accent: #0b57d0;
  --code-bg: #eef1f4; --head: #0b3d91; --head-text: #ffffff;
  --get: #116329; --post: #0b57d0; --delete: #a40e26; --token-bg: #fff4cc; --token-line: #9a6700; --token-text: #4d3800;
}
@media (prefers-color-scheme: dark) {
  :root {
    --text: #e6edf3; --muted: #9ea8b3; --bg: #0d1117; --card: #161b22; --line: #30363d; --accent: #6cb6ff;
    --code-bg: #1f252d; --head: #10284f; --head-text: #e6edf3;
    --get: #56d364; --post: #6cb6ff; --delete: #ff7b72; --token-bg: #3b2e00; --token-line: #d29922; --token-text: #f2cc60;
  }
}
[hidden] { display: none !important; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", sans-serif; color: var(--text); background: var(--bg); }
a { color: var(--accent); }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: .85em; }
:not(pre) > code { background: var(--code-bg); padding: .05em .3em; border-radius: 4px; overflow-wrap: anywhere; }
.skip { position: absolute; left: -999px; top: 0; background: var(--card); padding: .5rem 1rem; z-index: 2; }
.skip:focus { left: 1rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.top { background: var(--head); color: var(--head-text); padding: 1rem 1.25rem; }
.top h1 { margin: 0; font-size: 1.35rem; }
.top .version { font-weight: 400; font-size: .9rem; opacity: .85; }
.top .links { margin: .35rem 0 0; }
.top a { color: var(--head-text); }
.layout { display: grid; grid-template-columns: minmax(0, 1fr); max-width: 80rem; margin: 0 auto; padding: 0 1rem 4rem; gap: 1.5rem; }
.toc-box { background: var(--card); border: 1px solid var(--line); border-radius: 8px; margin-top: 1rem; padding: .25rem .75rem; }
.toc-box summary { cursor: pointer; font-weight: 600; padding: .35rem 0; }
.toc ul { list-style: none; margin: 0; padding: 0 0 .5rem; columns: 2; column-gap: 1rem; }
.toc li { padding: .15rem 0; break-inside: avoid; }
.toc .nav-control { margin-top: .4rem; }
.count { color: var(--muted); font-size: .8em; font-weight: 400; }
@media (min-width: 64rem) {
  .layout { grid-template-columns: 13rem minmax(0, 1fr); }
  .toc { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; }
  .toc ul { columns: 1; }
}
main { min-width: 0; }
.intro, .filter { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: .25rem 1rem .75rem; margin-top: 1rem; }
.intro h2 { margin-top: .75rem; }
.filter { position: sticky; top: 0; z-index: 1; padding: .6rem 1rem; }
.filter label { font-weight: 600; display: block; margin-bottom: .25rem; }
.filter input { width: 100%; padding: .55rem .65rem; font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--muted); border-radius: 6px; }
.filter-count { margin: .35rem 0 0; color: var(--muted); font-size: .85rem; }
section.group, .intro, .control-part, h2 { scroll-margin-top: 8rem; }
@media (max-width: 40rem) { section.group, .intro, .control-part, h2 { scroll-margin-top: .5rem; } }
h2 { margin: 2rem 0 .5rem; font-size: 1.35rem; border-bottom: 2px solid var(--line); padding-bottom: .25rem; }
.control-part > h2 { border-color: var(--delete); }
h3.control-group { margin: 1.5rem 0 .5rem; font-size: 1.05rem; }
.op-body h3, .op-body h4 { margin: 1rem 0 .35rem; font-size: .95rem; }
.tag-text { color: var(--text); max-width: 60rem; }
.tag-text li { margin: .3rem 0; }
details.op { background: var(--card); border: 1px solid var(--line); border-radius: 8px; margin: .5rem 0; scroll-margin-top: 8rem; }
details.op > summary { cursor: pointer; padding: .55rem .75rem .55rem 1.9rem; display: flex; flex-wrap: wrap; gap: .3rem .6rem; align-items: baseline; position: relative; list-style: none; }
details.op > summary::-webkit-details-marker { display: none; }
details.op > summary::before { content: "▸"; position: absolute; left: .7rem; color: var(--muted); }
details.op[open] > summary::before { content: "▾"; }
details.op[open] > summary { border-bottom: 1px solid var(--line); }
.method { font: 700 .75rem ui-monospace, monospace; padding: .1rem .4rem; border-radius: 4px; color: var(--card); min-width: 3.6rem; text-align: center; }
.m-get { background: var(--get); } .m-post { background: var(--post); } .m-delete { background: var(--delete); }
.path { font-weight: 600; background: none !important; padding: 0 !important; overflow-wrap: anywhere; }
.badge.token { font: 600 .72rem system-ui, sans-serif; background: var(--token-bg); color: var(--token-text); border: 1px solid var(--token-line); border-radius: 4px; padding: 0 .35rem; }
.sum { color: var(--muted); flex-basis: 100%; }
.op-body { padding: .25rem .9rem .9rem; }
.auth { margin: .6rem 0; }
.table { overflow-x: auto; }
table.fields { border-collapse: collapse; width: 100%; font-size: .9rem; }
table.fields th, table.fields td { text-align: left; vertical-align: top; border-top: 1px solid var(--line); padding: .4rem .5rem .4rem 0; }
table.fields thead th { border-top: 0; color: var(--muted); font-weight: 600; font-size: .8rem; }
table.fields td ul { margin: 0; padding-left: 1rem; }
table.fields .desc { list-style: none; margin-left: -1rem; color: var(--muted); }
table.fields th[scope=row] { font-weight: 400; white-space: nowrap; }
tr.depth-1 th[scope=row] { padding-left: 1rem; } tr.depth-2 th[scope=row] { padding-left: 2rem; } tr.depth-3 th[scope=row] { padding-left: 3rem; }
.form-name { margin: .75rem 0 .25rem; font-weight: 600; }
.code { position: relative; }
.code pre, pre.json { background: var(--code-bg); border: 1px solid var(--line); border-radius: 6px; padding: .6rem .7rem; margin: 0; overflow: auto; }
.code pre { white-space: pre-wrap; overflow-wrap: anywhere; padding-right: 5.5rem; }
pre.json { max-height: 22rem; }
button.copy { position: absolute; top: .4rem; right: .4rem; font: 600 .8rem system-ui, sans-serif; padding: .3rem .6rem; border-radius: 5px; border: 1px solid var(--accent); color: var(--accent); background: var(--card); cursor: pointer; }
button.copy:focus-visible, details.op > summary:focus-visible, a:focus-visible, .filter input:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.examples { display: grid; gap: .6rem; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 56rem) { .examples { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
figure { margin: 0; min-width: 0; }
figcaption { font-size: .8rem; color: var(--muted); margin-bottom: .2rem; }
.answer-fields { margin-top: 1rem; }
.answer-fields > summary { cursor: pointer; font-weight: 600; font-size: .95rem; }
.permalink { margin: .75rem 0 0; font-size: .8rem; }
@media (max-width: 40rem) {
  .layout { padding: 0 .6rem 3rem; }
  .filter { position: static; }
  details.op { scroll-margin-top: .5rem; }
  table.fields thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table.fields tr { display: block; border-top: 1px solid var(--line); padding: .35rem 0; }
  table.fields th, table.fields td { display: block; border: 0; padding: .1rem 0 !important; }
  table.fields td::before { content: attr(data-label) ": "; color: var(--muted); font-size: .8rem; }
  table.fields td[data-label=Rules]::before { display: block; }
  tr.depth-1, tr.depth-2, tr.depth-3 { padding-left: .75rem !important; border-left: 2px solid var(--line); }
  table.fields th[scope=row] { white-space: normal; overflow-wrap: anywhere; }
}
`;
