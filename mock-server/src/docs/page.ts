/**
 * A small, dependency-free viewer for the OpenAPI document: nothing is fetched from the internet,
 * so it works offline and in CI. It lists every call by area, with auth, request and response schemas
 * (with their examples), and the named schemas they refer to.
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API docs · H5 gaming platform mock</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1f2328; background: #f6f8fa; }
  header { background: #0b3d91; color: #fff; padding: 1rem 1.5rem; }
  header h1 { margin: 0; font-size: 1.3rem; }
  main { max-width: 70rem; margin: 0 auto; padding: 1rem 1.5rem 4rem; }
  input[type=search] { width: 100%; padding: .6rem; font-size: 1rem; border: 1px solid #8c959f; border-radius: 6px; box-sizing: border-box; }
  h2 { margin-top: 2rem; text-transform: capitalize; border-bottom: 2px solid #d0d7de; }
  details { background: #fff; border: 1px solid #d0d7de; border-radius: 6px; margin: .5rem 0; }
  summary { cursor: pointer; padding: .5rem .75rem; display: flex; gap: .75rem; align-items: baseline; flex-wrap: wrap; }
  .method { font: 700 .8rem monospace; padding: .1rem .45rem; border-radius: 4px; color: #fff; }
  .GET { background: #1a7f37; } .POST { background: #0550ae; }
  .path { font-family: monospace; font-weight: 600; }
  .lock { font-size: .8rem; background: #fff8c5; border: 1px solid #d4a72c; border-radius: 4px; padding: 0 .35rem; }
  .sum { color: #424a53; flex-basis: 100%; }
  .body { padding: 0 .75rem .75rem; }
  pre { background: #f6f8fa; border: 1px solid #d0d7de; padding: .6rem; overflow: auto; font-size: .8rem; max-height: 28rem; }
  a { color: #0550ae; }
</style>
</head>
<body>
<header><h1>H5 gaming platform — API</h1><p id="info">Loading <a href="/api/openapi.json" style="color:#fff">/api/openapi.json</a> …</p></header>
<main>
  <label for="filter">Filter calls</label>
  <input id="filter" type="search" placeholder="user/login, wallet, lottery …">
  <div id="list" aria-live="polite"></div>
</main>
<script src="/api/docs.js"></script>
</body>
</html>`;

/** The viewer's behaviour, served as a file so the page needs no inline script (CSP script-src 'self'). */
export const DOCS_JS = `const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
// Named schemas are links to their entry under Schemas.
const json = (v) => '<pre>' + esc(JSON.stringify(v, null, 2)).replace(/&quot;#\\/components\\/schemas\\/(\\w+)&quot;/g, '<a href="#schema-$1">$1</a>') + '</pre>';
fetch('/api/openapi.json').then((r) => r.json()).then((doc) => {
  document.getElementById('info').innerHTML = esc(doc.info.description) + ' — <a style="color:#fff" href="/api/openapi.json">openapi.json</a> (OpenAPI ' + esc(doc.openapi) + ')';
  const ops = [];
  for (const [path, item] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(item)) ops.push({ path, method: method.toUpperCase(), op });
  const byTag = new Map();
  for (const o of ops) { const t = (o.op.tags || ['other'])[0]; if (!byTag.has(t)) byTag.set(t, []); byTag.get(t).push(o); }
  const render = (needle) => {
    let html = '';
    for (const [tag, list] of byTag) {
      const shown = list.filter((o) => !needle || (o.path + ' ' + o.op.summary).toLowerCase().includes(needle));
      if (!shown.length) continue;
      html += '<h2>' + esc(tag) + ' (' + shown.length + ')</h2>';
      for (const { path, method, op } of shown) {
        const auth = op.security && op.security.length ? '<span class="lock">TOKEN</span>' : '';
        const params = (op.parameters || []).filter((p) => p.in === 'query');
        const body = op.requestBody ? op.requestBody.content : null;
        html += '<details><summary><span class="method ' + method + '">' + method + '</span><span class="path">' + esc(path) + '</span>' + auth + '<span class="sum">' + esc(op.summary || '') + '</span></summary><div class="body">'
          + (params.length ? '<h3>Query</h3>' + json(params.map((p) => ({ name: p.name, required: p.required, schema: p.schema }))) : '')
          + (body ? '<h3>Body (' + esc(Object.keys(body)[0]) + (op.requestBody.required ? ', required' : ', optional') + ')</h3>' + json(Object.values(body)[0].schema) : '')
          + '<h3>Responses</h3>' + json(op.responses) + '</div></details>';
      }
    }
    const schemas = Object.entries((doc.components && doc.components.schemas) || {}).filter(([name]) => !needle || name.toLowerCase().includes(needle));
    if (schemas.length) html += '<h2>Schemas (' + schemas.length + ')</h2>' + schemas.map(([name, schema]) => '<details id="schema-' + esc(name) + '"><summary><span class="path">' + esc(name) + '</span><span class="sum">' + esc(schema.description || '') + '</span></summary><div class="body">' + json(schema) + '</div></details>').join('');
    document.getElementById('list').innerHTML = html || '<p>No call matches.</p>';
  };
  render('');
  document.getElementById('filter').addEventListener('input', (e) => render(e.target.value.trim().toLowerCase()));
}).catch((e) => { document.getElementById('info').textContent = 'Could not load the document: ' + e; });
`;
