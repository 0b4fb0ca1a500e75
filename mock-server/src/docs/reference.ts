import type { OpenApiDocument } from '@contracts/openapi';
import { escapeHtml } from '../core/html';
import { curlLine, exampleBody, type CurlOperation } from './curl';
import { markdownBlock, markdownInline } from './markdown';
import { SchemaReader, type Field, type JsonSchema } from './schema-fields';

/** The parts of the OpenAPI document the reference reads. */
export type ReferenceDocument = Pick<OpenApiDocument, 'info' | 'tags' | 'paths' | 'components'>;

interface Operation {
  id: string;
  method: string;
  path: string;
  op: JsonSchema;
}

/** The control API's groups, by the second part of their operation id (`control.world.reset`). */
const CONTROL_GROUPS: Record<string, string> = {
  world: 'World: reset, reseed, clock, faults, state',
  account: 'Sessions',
  funds: 'Wallet settings, turnover and the ledger audit',
  deposit: 'Deposit orders',
  withdrawal: 'Withdrawal orders',
  games: 'Lobby bets',
  lottery: 'Lottery and fast-food rounds',
  vip: 'VIP',
  partner: 'Partner applications',
  chat: 'Customer-service chat',
  feedback: 'Feedback',
};

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const json = (value: unknown) => `<pre class="json"><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;

/**
 * `/api/docs`: the OpenAPI document as a reference a developer reads, rendered once on the server (it works
 * without script; `/api/docs.js` only adds the filter, the copy buttons and opening a linked call). Calls are grouped
 * by tag, each with its summary, who may call it, its parameters or body with every rule the document states, the
 * example request and answers recorded from the seeded world and a curl line; the control API comes apart.
 */
export function renderReference(doc: ReferenceDocument, origin: string): string {
  const reader = new SchemaReader(doc.components.schemas);
  const title = String(doc.info.title);
  const description = typeof doc.info.description === 'string' ? doc.info.description : '';
  const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ id: String(op.operationId), method: method.toUpperCase(), path, op })),
  );
  const byTag = new Map<string, Operation[]>();
  for (const operation of operations) {
    const tag = Array.isArray(operation.op.tags) ? String(operation.op.tags[0]) : 'other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), operation]);
  }
  const tags = doc.tags.map((tag) => ({ name: String(tag.name), description: typeof tag.description === 'string' ? tag.description : '' }));
  const apiTags = tags.filter((tag) => tag.name !== 'control' && byTag.has(tag.name));
  const control = byTag.get('control') ?? [];
  const controlGroups = new Map<string, Operation[]>();
  for (const operation of control) {
    const group = operation.id.split('.')[1] ?? 'other';
    controlGroups.set(group, [...(controlGroups.get(group) ?? []), operation]);
  }
  const render = (operation: Operation) => renderOperation(operation, doc, reader, origin);

  const nav = [
    ...apiTags.map((tag) => `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a> <span class="count">${byTag.get(tag.name)!.length}</span></li>`),
    `<li class="nav-control"><a href="#control">Control API</a> <span class="count">${control.length}</span></li>`,
  ].join('');
  const apiSections = apiTags
    .map((tag) => {
      const list = byTag.get(tag.name)!;
      return `<section class="group" id="tag-${escapeHtml(tag.name)}" aria-labelledby="h-${escapeHtml(tag.name)}">
<h2 id="h-${escapeHtml(tag.name)}">${escapeHtml(tag.name)} <span class="count">${list.length} ${list.length === 1 ? 'call' : 'calls'}</span></h2>
<div class="tag-text">${markdownBlock(tag.description)}</div>
${list.map(render).join('\n')}
</section>`;
    })
    .join('\n');
  const controlSections = [...controlGroups]
    .map(([group, list]) => `<section class="group" id="control-${escapeHtml(group)}" aria-labelledby="h-control-${escapeHtml(group)}">
<h3 class="control-group" id="h-control-${escapeHtml(group)}">${escapeHtml(CONTROL_GROUPS[group] ?? group)}</h3>
${list.map(render).join('\n')}
</section>`)
    .join('\n');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · ${escapeHtml(title)}</title>
<link rel="stylesheet" href="/api/docs.css">
<link rel="icon" href="/assets/brand/logo.svg" type="image/svg+xml">
<script src="/api/docs.js" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to the calls</a>
<header class="top">
<h1>${escapeHtml(title)} <span class="version">${escapeHtml(String(doc.info.version))}</span></h1>
<p class="links"><a href="/api/openapi.json">openapi.json</a> (OpenAPI 3.1, the same document) · <a href="#start">Before you start</a> · <a href="#control">Control API</a></p>
</header>
<div class="layout">
<nav class="toc" aria-label="Areas">
<details class="toc-box" open><summary>Areas</summary><ul>${nav}</ul></details>
</nav>
<main id="main">
<div class="filter" role="search">
<label for="filter">Filter the calls</label>
<input id="filter" type="search" placeholder="user/login, deposit, lottery …" autocomplete="off" aria-describedby="filter-count">
<p id="filter-count" class="filter-count" aria-live="polite">${operations.length} calls</p>
</div>
<section class="intro" id="start" aria-labelledby="h-start">
<h2 id="h-start">Before you start</h2>
${markdownBlock(description)}
<p>Base URL of this server: <code>${escapeHtml(origin)}</code>. Calls marked <span class="badge token">TOKEN</span> need a session: log in once and keep the token (and the uid, which the upload wants) in your shell; every curl line below uses them.</p>
${codeBlock('login', loginLines(origin))}
<p>Each call's example request and answers were recorded from the seeded world (demo01, seed 20261122, clock at 2026-11-22 12:00 +08:00), so a fresh mock answers the same. Refusals are <code>{"code":0,"msg":…,"data":null}</code> with a message naming the field, in the language of the <code>lang</code> header.</p>
</section>
<div class="api-part">
${apiSections}
</div>
<section class="control-part" id="control" aria-labelledby="h-control">
<h2 id="h-control">Control API <span class="count">/__mock/, mock only</span></h2>
<div class="tag-text">
<p>Not part of the platform: QA and demos steer the mock's world with it (the clock, faults, state, orders). It answers the same envelope, but refuses with HTTP 400 (bad input), 404 (unknown), 409 (already decided) and 415 (a body that is not JSON). It needs no TOKEN: it answers only requests whose Host and Origin are this server (never another site), and when the server listens beyond loopback every call needs the <code>X-Mock-Token</code> header printed at its start. A call without a body needs no Content-Type.</p>
</div>
${controlSections}
</section>
</main>
</div>
</body>
</html>
`;
}

function loginLines(origin: string): string {
  const login = `LOGIN=$(curl -s -X POST '${origin}/api/user/login' -H 'content-type: application/json' -d '{"username":"demo01","password":"demo1234"}')`;
  const token = `TOKEN=$(node -pe 'JSON.parse(process.argv[1]).data.token' "$LOGIN"); PLAYER_UID=$(node -pe 'JSON.parse(process.argv[1]).data.uid' "$LOGIN")`;
  return `${login}\n${token}`;
}

function codeBlock(id: string, text: string): string {
  return `<div class="code"><pre id="code-${escapeHtml(id)}"><code>${escapeHtml(text)}</code></pre><button type="button" class="copy" data-copy="code-${escapeHtml(id)}">Copy</button></div>`;
}

function renderOperation(operation: Operation, doc: ReferenceDocument, reader: SchemaReader, origin: string): string {
  const { op, method, path, id } = operation;
  const parameters = (Array.isArray(op.parameters) ? op.parameters : []).filter(isSchema).map((p) => resolveParameter(p, doc));
  const session = sessionOf(op.security);
  const body = isSchema(op.requestBody) ? op.requestBody : null;
  const content = body && isSchema(body.content) ? (body.content as Record<string, JsonSchema>) : {};
  const jsonBody = content['application/json'];
  const multipart = content['multipart/form-data'];
  const answers = answersOf(op);
  const summary = typeof op.summary === 'string' ? op.summary : '';
  const headers = parameters.filter((p) => p.in === 'header');
  const idempotent = headers.some((p) => p.name === 'Idempotency-Key');
  // Under an area's h2 (/api/), or a control group's h3.
  const level = path.startsWith('/__mock/') ? 'h4' : 'h3';
  const heading: Heading = (title) => `<${level}>${escapeHtml(title)}</${level}>`;

  const curl: CurlOperation = {
    method,
    path,
    parameters: parameters.map((p) => ({ name: String(p.name), in: String(p.in), example: p.example })),
    body: multipart ? null : exampleBody(jsonBody),
    multipart: multipart ? { fields: multipartFields(multipart), file: 'imgPath' } : null,
    session,
    uploaderUid: Array.isArray(op.security) && op.security.some((alternative) => isSchema(alternative) && 'UploaderUid' in alternative),
  };
  const request = multipart ? null : parameters.some((p) => p.in === 'query' && p.example !== undefined) ? exampleQuery(parameters) : exampleBody(jsonBody);

  const sections = [
    `<p class="auth">${authText(session, path)}${idempotent ? ' Safe to retry: send an <code>Idempotency-Key</code> header (below), and a retry with the same key and body answers the first answer again without acting twice.' : ''}</p>`,
    renderParameters(heading('Path parameters'), parameters.filter((p) => p.in === 'path'), reader),
    renderParameters(heading('Query parameters'), parameters.filter((p) => p.in === 'query'), reader),
    jsonBody ? renderBody(heading, `Body: JSON${body?.required ? ', required' : ', optional (a call without it reads as {})'}`, jsonBody, reader) : '',
    multipart ? renderBody(heading, 'Body: multipart/form-data, required', multipart, reader) : '',
    renderParameters(heading('Headers'), headers, reader),
    `${heading('Try it')}${codeBlock(id, curlLine(curl, origin))}`,
    renderExamples(heading, request, answers),
    renderAnswerFields(op, reader),
  ];
  const search = `${method} ${path} ${id} ${summary}`.toLowerCase();
  return `<details class="op" id="${escapeHtml(id)}" data-search="${escapeHtml(search)}">
<summary><span class="method m-${method.toLowerCase()}">${method}</span> <code class="path">${escapeHtml(path)}</code>${session === 'required' ? ' <span class="badge token">TOKEN</span>' : ''}<span class="sum">${markdownInline(summary)}</span></summary>
<div class="op-body">
${sections.filter((s) => s !== '').join('\n')}
<p class="permalink"><a href="#${escapeHtml(id)}">Link to ${escapeHtml(id)}</a></p>
</div>
</details>`;
}

function resolveParameter(parameter: JsonSchema, doc: ReferenceDocument): JsonSchema {
  const ref = typeof parameter.$ref === 'string' ? parameter.$ref.replace('#/components/parameters/', '') : null;
  const found = ref ? (doc.components.parameters as Record<string, unknown>)[ref] : undefined;
  return isSchema(found) ? found : parameter;
}

function sessionOf(security: unknown): CurlOperation['session'] {
  const alternatives = Array.isArray(security) ? security.filter(isSchema) : [];
  if (alternatives.length === 0) return 'none';
  return alternatives.some((alternative) => Object.keys(alternative).length === 0) ? 'optional' : 'required';
}

function authText(session: CurlOperation['session'], path: string): string {
  if (path.startsWith('/__mock/')) return '<strong>Control API:</strong> no TOKEN; this server\'s own Host and Origin only.';
  if (session === 'required') return '<strong>Needs a session:</strong> the <code>TOKEN</code> header; without a live one, HTTP 401 <code>{"code":401}</code>.';
  if (session === 'optional') return '<strong>Open to visitors:</strong> with a <code>TOKEN</code> the answer is the player\'s (a dead one reads as a visitor, never 401).';
  return '<strong>Public:</strong> no TOKEN needed.';
}

/** A heading inside a call, at the level its place in the page asks for. */
type Heading = (title: string) => string;

function renderParameters(title: string, parameters: JsonSchema[], reader: SchemaReader): string {
  if (parameters.length === 0) return '';
  const fields: Field[] = parameters.map((p) => {
    const reading = reader.read(isSchema(p.schema) ? p.schema : {});
    const description = typeof p.description === 'string' ? p.description : reading.description;
    return { name: String(p.name), type: reading.type, required: p.required === true, rules: reading.rules, description };
  });
  return `${title}${fieldTable(fields)}`;
}

function renderBody(heading: Heading, title: string, content: JsonSchema, reader: SchemaReader): string {
  const schema = isSchema(content.schema) ? content.schema : {};
  const alternatives = reader.alternatives(schema);
  if (alternatives.length > 1) {
    return `${heading(`${title}: one of ${alternatives.length} forms`)}${alternatives
      .map((alternative, i) => `<p class="form-name">${i === 0 ? 'Either' : 'Or'} ${escapeHtml(alternative.name ?? 'this form')}${describe(reader, alternative.schema)}</p>${fieldTable(reader.fields(alternative.schema))}`)
      .join('')}`;
  }
  const fields = reader.fields(schema);
  const strict = reader.read(schema).rules.includes('no other fields') ? ', no other fields' : '';
  return `${heading(title + strict)}${fields.length > 0 ? fieldTable(fields) : '<p class="none">No fields.</p>'}`;
}

function describe(reader: SchemaReader, schema: JsonSchema): string {
  const { description } = reader.read(schema);
  return description ? `: ${markdownInline(description)}` : '';
}

function fieldTable(fields: Field[]): string {
  const rows = fields
    .map((field) => {
      const depth = (field.name.match(/\./g) ?? []).length;
      const rules = [...field.rules.map((rule) => `<li>${markdownInline(rule)}</li>`), ...(field.description ? [`<li class="desc">${markdownInline(field.description)}</li>`] : [])];
      return `<tr class="depth-${Math.min(depth, 3)}"><th scope="row" data-label="Field"><code>${escapeHtml(field.name)}</code></th><td data-label="Type">${escapeHtml(field.type)}</td><td data-label="Required">${field.required ? '<strong>required</strong>' : 'optional'}</td><td data-label="Rules">${rules.length > 0 ? `<ul>${rules.join('')}</ul>` : '—'}</td></tr>`;
    })
    .join('');
  return `<div class="table"><table class="fields"><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Rules</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function answersOf(op: JsonSchema): Array<{ title: string; value: unknown }> {
  const responses = isSchema(op.responses) ? op.responses : {};
  return Object.entries(responses).flatMap(([status, response]) => {
    const content = isSchema(response) && isSchema(response.content) ? (response.content as Record<string, JsonSchema>)['application/json'] : undefined;
    const examples = content && isSchema(content.examples) ? (content.examples as Record<string, JsonSchema>) : {};
    return Object.values(examples).map((example) => ({ title: `${status === '4XX' ? 'HTTP 400' : `HTTP ${status}`}: ${String(example.summary ?? '')}`, value: example.value }));
  });
}

function exampleQuery(parameters: JsonSchema[]): Record<string, unknown> {
  return Object.fromEntries(parameters.filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [String(p.name), p.example]));
}

function multipartFields(content: JsonSchema): Record<string, unknown> {
  const schema = isSchema(content.schema) ? content.schema : {};
  const properties = isSchema(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  return Object.fromEntries(Object.entries(properties).filter(([, p]) => !p.contentMediaType && 'const' in p).map(([name, p]) => [name, p.const]));
}

function renderExamples(heading: Heading, request: unknown, answers: Array<{ title: string; value: unknown }>): string {
  const parts = [
    ...(request === null || request === undefined ? [] : [`<figure><figcaption>Example request</figcaption>${json(request)}</figure>`]),
    ...answers.map((answer) => `<figure><figcaption>${escapeHtml(answer.title)}</figcaption>${json(answer.value)}</figure>`),
  ];
  return parts.length > 0 ? `${heading('Recorded example')}<div class="examples">${parts.join('')}</div>` : '';
}

function renderAnswerFields(op: JsonSchema, reader: SchemaReader): string {
  const ok = isSchema(op.responses) && isSchema(op.responses['200']) ? op.responses['200'] : null;
  const content = ok && isSchema(ok.content) ? (ok.content as Record<string, JsonSchema>)['application/json'] : undefined;
  const schema = content && isSchema(content.schema) ? content.schema : null;
  if (!schema) return '';
  const success = Array.isArray(schema.oneOf) ? schema.oneOf.find((s) => isSchema(s) && isSchema(s.properties)) : schema;
  const data = isSchema(success) && isSchema(success.properties) && isSchema(success.properties.data) ? success.properties.data : null;
  if (!data) return '';
  const reading = reader.read(data);
  const fields = reader.fields(data);
  const itemFields = fields.length === 0 && reading.items ? reader.fields(reading.items, '[].') : [];
  const rows = fields.length > 0 ? fields : itemFields;
  return `<details class="answer-fields"><summary>The answer's <code>data</code>: ${escapeHtml(reading.type)}</summary>${rows.length > 0 ? fieldTable(rows) : ''}</details>`;
}
