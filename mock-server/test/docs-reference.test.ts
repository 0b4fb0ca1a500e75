// @vitest-environment jsdom
// (the page is read with the browser's own DOMParser)
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, flattenContract } from '@contracts';
import { control, testApp } from './helpers';

/**
 * /api/docs was a dump of the schemas; it is a reference a developer reads: calls grouped by area with summary,
 * who may call them, their fields and rules, the recorded example and a curl line that works as pasted.
 */
let app: FastifyInstance;
let origin: string;
let page: Document;
let html: string;
let headers: Record<string, unknown>;

beforeAll(async () => {
  // A real listener: the page's curl lines are run against it, at the origin they name.
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  origin = `http://127.0.0.1:${port}`;
  app = await testApp({ publicOrigin: origin });
  await app.listen({ host: '127.0.0.1', port });
  const response = await app.inject({ method: 'GET', url: '/api/docs' });
  html = response.body;
  headers = response.headers;
  page = new DOMParser().parseFromString(html, 'text/html');
}, 60_000);
afterAll(() => app.close());

const op = (id: string) => {
  const element = page.getElementById(id);
  if (!element) throw new Error(`no ${id} in the page`);
  return element;
};
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A table row as a reader sees it: its cells apart. */
const row = (element: Element) => [...element.children].map(text).join(' ');

describe('/api/docs, the reference', () => {
  it('has every /api/ call once, in its area, with method, path and summary; the control API apart', () => {
    for (const { key, endpoint } of flattenContract(api)) {
      const element = op(key);
      expect(element.closest('section.group')?.id, key).toBe(`tag-${key.split('.')[0]}`);
      expect(element.closest('#control'), key).toBeNull();
      const summary = text(element.querySelector('summary')!);
      expect(summary).toContain(`${endpoint.method} /api/${endpoint.path}`);
      expect(summary).toContain(endpoint.summary.replace(/`/g, ''));
      expect(summary.includes('TOKEN'), `${key} TOKEN badge`).toBe(endpoint.auth === 'required');
    }
    for (const { key, endpoint } of flattenContract(control)) {
      const element = op(`control.${key}`);
      expect(element.closest('#control'), key).not.toBeNull();
      expect(text(element.querySelector('summary')!)).toContain(`${endpoint.method} /__mock/${endpoint.path}`);
    }
    expect(page.querySelectorAll('details.op')).toHaveLength(flattenContract(api).length + flattenContract(control).length);
  });

  it('says who may call each one, and lists its fields with their rules', () => {
    expect(text(op('account.userInfo').querySelector('.auth')!)).toMatch(/Needs a session: the TOKEN header; without a live one, HTTP 401/);
    expect(text(op('account.login').querySelector('.auth')!)).toMatch(/Public/);
    expect(text(op('deposit.submit').querySelector('.auth')!)).toMatch(/Idempotency-Key/);

    const deposit = op('deposit.submit');
    const amount = [...deposit.querySelectorAll('table.fields tr')].find((row) => row.querySelector('th code')?.textContent === 'amount');
    expect(row(amount!)).toMatch(/^amount DepositAmount \(string\) required .*pattern .*100\.00–50,000\.00/);
    const trades = op('records.getTradeList');
    expect(text(trades)).toContain('Query parameters');
    const pageSize = [...trades.querySelectorAll('table.fields tr')].find(
      (row) => row.querySelector('th code')?.textContent === 'pageSize',
    );
    expect(row(pageSize!)).toMatch(/integer optional ≥ 1.*≤ 100.*default 20/);
    const fault = op('control.world.addFault');
    expect(text(fault)).toMatch(/Body: JSON, required, no other fields/);
    const kind = [...fault.querySelectorAll('table.fields tr')].find((r) => r.querySelector('th code')?.textContent === 'kind');
    expect(row(kind!)).toMatch(/^kind FaultKind \(string\) required one of "latency", "error", "unauthorized", "drop"/);
    // A body taken in two forms lists both.
    const state = op('control.world.importState');
    expect(text(state.querySelector('.op-body h4')!)).toMatch(/one of 2 forms/);
    expect([...state.querySelectorAll('.form-name')].map(text)).toEqual([
      expect.stringMatching(/^Either WorldSnapshotInput/),
      expect.stringMatching(/^Or ExportedState/),
    ]);
  });

  it('shows the recorded example request and answers', () => {
    const login = op('account.login');
    const examples = [...login.querySelectorAll('.examples figure')].map(
      (figure) => `${text(figure.querySelector('figcaption')!)} ${figure.querySelector('pre')!.textContent!.replace(/\s+/g, ' ')}`,
    );
    expect(examples[0]).toMatch(/^Example request .*"username": "demo01"/);
    expect(examples.some((example) => /Success, from the seeded world .*"token":/.test(example))).toBe(true);
    expect(examples.some((example) => /Refused: the same call without its input .*"code": 0/.test(example))).toBe(true);
  });

  it("renders the areas' descriptions: the lottery's fairness steps as a numbered list", () => {
    const steps = page.querySelectorAll('#tag-lottery .tag-text ol > li');
    expect(steps).toHaveLength(5);
    expect(text(steps[2]!)).toMatch(/^Numbers in \[min, max\] from D: let n = max − min \+ 1/);
  });

  it('gives each call a curl line that works as pasted', { timeout: 60_000 }, async () => {
    const blocks = [...page.querySelectorAll('.code pre')].map((pre) => pre.textContent ?? '');
    expect(blocks.length).toBe(page.querySelectorAll('details.op').length + 1);
    const login = page.getElementById('code-login')!.textContent!;
    const curlOf = (id: string) => page.getElementById(`code-${id}`)!.textContent!;
    expect(curlOf('control.world.clearFaults')).toBe(`curl -X DELETE '${origin}/__mock/faults'`);
    expect(curlOf('control.world.reset')).toBe(
      `curl -X POST '${origin}/__mock/reset' -H 'content-type: application/json' -d '{"scenario":"pending-money"}'`,
    );
    const ids = [
      'account.userInfo',
      'records.getTradeList',
      'funds.getWalletList',
      'lottery.lotteryList',
      'control.world.addFault',
      'control.world.faults',
      'control.world.clearFaults',
      'control.world.reset',
    ];
    // One shell, as a developer pastes them: the login block, then each line (one JSON answer per line).
    const script = [login, ...ids.map((id) => `${curlOf(id)}; echo`)].join('\n');
    const { stdout } = await promisify(execFile)('sh', ['-c', script]);
    const answers = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { code: number });
    expect(answers).toHaveLength(ids.length);
    ids.forEach((id, i) => expect(answers[i], `${id}: ${curlOf(id)}`).toMatchObject({ code: 1 }));
  });

  it('keeps to the Content-Security-Policy: no inline script, no handler attributes, nothing from another origin', () => {
    expect(String(headers['content-security-policy'])).toMatch(/script-src 'self'/);
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/api/docs.js']);
    expect(scripts.every((script) => (script.textContent ?? '').trim() === '')).toBe(true);
    expect(
      [...page.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
    ).toEqual([]);
    for (const element of page.querySelectorAll('[src], link[href]'))
      expect(element.getAttribute('src') ?? element.getAttribute('href')).toMatch(/^\//);
  });
});
