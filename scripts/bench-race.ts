/**
 * The money race (#7): random money operations at a fixed concurrency over real HTTP against a fresh mock
 * (frozen clock, operator decisions only), then the books. Prints operations by outcome, the fen created or lost
 *   (Σ wallets + Σ pending withdrawals)_end − (…)_start − Δ approved deposits (amount + gift) + Δ paid withdrawals
 * over every player taking part (must be 0), and the ledger audit. Exits 1 if a fen was created or lost, the audit
 * found a problem, or an anomaly was seen (a 5xx, an answer that is not the envelope, two winners of one decision).
 * Usage: npm run bench:race   (BENCH_OPS=10000 BENCH_CONCURRENCY=50 BENCH_SEED=1)
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { toFen, fromFen } from '../contracts/src';
import { buildApp } from '../mock-server/src/app';
import { rng } from '../mock-server/src/areas/games/rng';

const OPS = Number(process.env.BENCH_OPS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SEED = Number(process.env.BENCH_SEED ?? 1);

const VENUES = ['ag_slots', 'lucky_reels', 'jade_spin', 'harbour_sports', 'pearl_live'];
const SEEDED = [
  { username: 'demo01', password: 'demo1234', secondary: '123456' },
  { username: 'demo02', password: 'demo1234', secondary: '123456' },
  { username: 'partner01', password: 'demo1234', secondary: '123456' },
];
const NEW_PLAYERS = ['race01', 'race02', 'race03'];
const CARD = '6222020200112233446';

// The mock's own mulberry32: the same BENCH_SEED draws the same operations (their interleaving is the machine's).
const rand = rng(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const amount = (minFen: number, maxFen: number) => fromFen(minFen + Math.floor(rand() * (maxFen - minFen + 1)));

// The only client, registering hundreds of players on purpose: no per-client throttle.
const app = await buildApp({ clockMode: 'frozen', validateOutput: false, logger: false, throttle: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const origin = `http://127.0.0.1:${address.port}`;

interface Envelope {
  code: number;
  msg: string;
  data: Record<string, unknown> | null;
}
const anomalies: string[] = [];

/** One `/api/` call; anything but the envelope with code 0/1 (or 401) is an anomaly. */
async function apiCall(path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope> {
  const response = await fetch(`${origin}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { lang: 'en', ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as Envelope | null;
  if (response.status >= 500 || answer === null || ![0, 1, 401].includes(answer.code))
    anomalies.push(`${path}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer ?? { code: -1, msg: '', data: null };
}

/**
 * The only place the control API is called (swap for the typed control client when it lands).
 * Answers the HTTP status and the JSON body.
 */
async function control(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${origin}/__mock/${path}`, {
    method,
    headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  // The control API answers the platform's envelope; its data is what the calls below read.
  const answer = (await response.json()) as { code: number; data?: Record<string, unknown> | null };
  return { status: response.status, json: answer.data ?? {} };
}

// ---- players -----------------------------------------------------------------------------------------------
interface Player {
  username: string;
  secondary: string;
  token: string;
  payeeId: number;
}

async function login(username: string, password: string): Promise<string> {
  const answer = await apiCall('user/login', null, { username, password });
  if (answer.code !== 1) throw new Error(`login ${username}: ${answer.msg}`);
  return String(answer.data?.token);
}

async function payeeOf(token: string): Promise<number> {
  const overview = await apiCall('withdraw/getWithdrawList', token);
  const methods = (overview.data?.methods ?? []) as Array<{ id: number; payees: Array<{ id: number }> }>;
  const bank = methods.find((m) => m.id === 1);
  if (bank?.payees[0]) return bank.payees[0].id;
  const added = await apiCall('withdraw/addBank', token, {
    cardholderName: '测试玩家',
    bankId: 2,
    cardNumber: CARD,
    bankAddress: 'Central branch',
  });
  if (added.code !== 1) throw new Error(`addBank: ${added.msg}`);
  return Number(added.data?.id);
}

const players: Player[] = [];
for (const { username, password, secondary } of SEEDED) {
  const token = await login(username, password);
  players.push({ username, secondary, token, payeeId: await payeeOf(token) });
}
for (const username of NEW_PLAYERS) {
  const registration = {
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobile: '13812345678',
    realName: '测试玩家',
    secondaryPassword: '654321',
    agreement: true,
  };
  const answer = await apiCall('user/register', null, registration);
  if (answer.code !== 1) throw new Error(`register ${username}: ${answer.msg}`);
  const token = await login(username, 'abc12345');
  players.push({ username, secondary: '654321', token, payeeId: await payeeOf(token) });
}
// Operators decide every order: the (frozen) clock decides nothing.
await control('POST', 'wallet/settings', { depositDelayMs: null, withdrawalDelayMs: null });

// ---- the books, read from the server -----------------------------------------------------------------------
interface Books {
  walletsFen: number;
  pendingWithdrawalsFen: number;
  approvedDepositsFen: number;
  paidWithdrawalsFen: number;
}

async function books(): Promise<Books> {
  const names = new Set(players.map((p) => p.username));
  let walletsFen = 0;
  for (const player of players) {
    const list = await apiCall('fundslog/getWalletList', player.token);
    if (list.code !== 1) throw new Error(`the books cannot be read: getWalletList for ${player.username} answered ${list.msg}`);
    for (const wallet of (list.data?.wallets ?? []) as Array<{ balance: string }>) walletsFen += toFen(wallet.balance);
  }
  const orders = async (kind: 'deposits' | 'withdrawals') =>
    (
      (await control('GET', `wallet/${kind}?status=all`)).json.orders as Array<{
        username: string;
        status: number;
        amount: string;
        gift?: string;
      }>
    ).filter((o) => names.has(o.username));
  const deposits = await orders('deposits');
  const withdrawals = await orders('withdrawals');
  const sum = (list: typeof deposits, status: number, withGift = false) =>
    list.filter((o) => o.status === status).reduce((total, o) => total + toFen(o.amount) + (withGift && o.gift ? toFen(o.gift) : 0), 0);
  return {
    walletsFen,
    pendingWithdrawalsFen: sum(withdrawals, 0),
    approvedDepositsFen: sum(deposits, 1, true),
    paidWithdrawalsFen: sum(withdrawals, 1),
  };
}

// ---- operations --------------------------------------------------------------------------------------------
type Outcome = 'ok' | 'refused' | 'unauthorized' | 'conflict' | 'notFound' | 'replayed' | 'twice' | 'both' | 'one' | 'none' | 'error';
const tally = new Map<string, Map<Outcome, number>>();
function count(kind: string, outcome: Outcome) {
  const row = tally.get(kind) ?? new Map<Outcome, number>();
  row.set(outcome, (row.get(outcome) ?? 0) + 1);
  tally.set(kind, row);
}
const outcomeOf = (answer: Envelope): Outcome =>
  answer.code === 1 ? 'ok' : answer.code === 0 ? 'refused' : answer.code === 401 ? 'unauthorized' : 'error';

/** Orders the bench knows to be pending, for the operator to decide. */
const pendingDeposits: string[] = [];
const pendingWithdrawals: string[] = [];
const takeRandom = (list: string[]) => (list.length === 0 ? undefined : list.splice(Math.floor(rand() * list.length), 1)[0]);

function moneyRequest(player: Player): { path: string; body: Record<string, unknown>; pending?: string[] } {
  const kind = pick(['transfer', 'transfer', 'transfer', 'recycle', 'deposit', 'deposit', 'withdraw'] as const);
  switch (kind) {
    case 'transfer': {
      const venue = pick(VENUES);
      const toVenue = rand() < 0.55;
      return {
        path: 'fundslog/transfer',
        body: { from: toVenue ? 'central' : venue, to: toVenue ? venue : 'central', amount: amount(1, 500_00) },
      };
    }
    case 'recycle':
      return { path: 'fundslog/getOneclickRecycling', body: {} };
    case 'deposit':
      return {
        path: 'recharge/submit',
        body: { channelId: 1, amount: amount(100_00, 5_000_00), depositorName: '测试玩家' },
        pending: pendingDeposits,
      };
    case 'withdraw':
      return {
        path: 'withdraw/submit',
        body: { amount: amount(100_00, 1_000_00), secondaryPassword: player.secondary, methodId: 1, payeeId: player.payeeId },
        pending: pendingWithdrawals,
      };
  }
}

async function money(player: Player, duplicate: boolean): Promise<void> {
  const request = moneyRequest(player);
  const label = request.path;
  const send = (headers: Record<string, string>) => apiCall(request.path, player.token, request.body, headers);
  const remember = (answer: Envelope) => {
    // A replayed answer names the same order: it is queued for a decision once.
    const orderNo = answer.data?.orderNo;
    if (answer.code === 1 && request.pending && typeof orderNo === 'string' && !request.pending.includes(orderNo))
      request.pending.push(orderNo);
  };
  if (!duplicate) {
    const answer = await send({});
    remember(answer);
    return count(label, outcomeOf(answer));
  }
  // A double submit: the same body twice at once, one Idempotency-Key. Two successes are one act when the
  // second is the first's answer replayed (the same data: the same order, the same balances after).
  const key = { 'idempotency-key': randomUUID() };
  const [first, second] = await Promise.all([send(key), send(key)]);
  remember(first);
  remember(second);
  const acted = [first, second].filter((a) => a.code === 1).length;
  const replayed = acted === 2 && JSON.stringify(first.data) === JSON.stringify(second.data);
  if (acted === 2 && !replayed) anomalies.push(`${label}: one key acted twice`);
  count(`${label} ×2 (same key)`, replayed ? 'replayed' : acted === 2 ? 'twice' : acted === 1 ? 'one' : 'none');
}

async function decide(): Promise<void> {
  const deposit = rand() < 0.5;
  const orderNo = takeRandom(deposit ? pendingDeposits : pendingWithdrawals);
  const kind = deposit ? 'deposits' : 'withdrawals';
  const [yes, no] = deposit ? ['approve', 'reject'] : ['pay', 'reject'];
  if (!orderNo) return count(`${kind} decision`, 'none');
  if (rand() < 0.2) {
    // Two operators at once with opposite decisions: at most one wins (none when the payment window closed it).
    const results = await Promise.all([
      control('POST', `wallet/${kind}/${orderNo}/${yes}`),
      control('POST', `wallet/${kind}/${orderNo}/${no}`),
    ]);
    const winners = results.filter((r) => r.status === 200).length;
    if (winners > 1) anomalies.push(`${orderNo}: ${winners} winning decisions`);
    return count(`${kind} conflicting decisions`, winners === 1 ? 'one' : winners === 2 ? 'both' : 'none');
  }
  const verb = rand() < 0.7 ? yes : no;
  const result = await control('POST', `wallet/${kind}/${orderNo}/${verb}`);
  if (result.status >= 500) anomalies.push(`${orderNo} ${verb}: HTTP ${result.status}`);
  count(
    `${kind} ${verb}`,
    result.status === 200 ? 'ok' : result.status === 409 ? 'conflict' : result.status === 404 ? 'notFound' : 'error',
  );
}

/** Sessions last 7 days: the clock moves at most 6, so every player stays logged in. */
let daysLeft = 6;

async function operation(): Promise<void> {
  const roll = rand();
  // A new platform day now and then, so the daily withdrawal quota does not end the withdrawals.
  if (roll < 0.001 && daysLeft > 0) {
    daysLeft -= 1;
    const moved = await control('POST', 'clock/advance', { days: 1 });
    return count('clock +1 day', moved.status === 200 ? 'ok' : 'error');
  }
  if (roll < 0.25) return decide();
  return money(pick(players), roll < 0.32);
}

const before = await books();
const started = performance.now();
let issued = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (issued < OPS) {
      issued += 1;
      await operation();
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const after = await books();
const audit = (await control('GET', 'wallet/audit')).json.problems as unknown[];
await app.close();

// ---- report ------------------------------------------------------------------------------------------------
const outcomes: Outcome[] = ['ok', 'refused', 'replayed', 'twice', 'one', 'both', 'none', 'conflict', 'notFound', 'unauthorized', 'error'];
const used = outcomes.filter((o) => [...tally.values()].some((row) => row.has(o)));
console.log(
  `bench:race — ${OPS} operations at ${CONCURRENCY} concurrent, ${players.length} players, seed ${SEED}: ${seconds.toFixed(1)} s (${(OPS / seconds).toFixed(0)} ops/s)\n`,
);
console.log(`| operation | ${used.join(' | ')} |\n|---|${used.map(() => '---:').join('|')}|`);
for (const [kind, row] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`| ${kind} | ${used.map((o) => row.get(o) ?? 0).join(' | ')} |`);

const created =
  after.walletsFen +
  after.pendingWithdrawalsFen -
  (before.walletsFen + before.pendingWithdrawalsFen) -
  (after.approvedDepositsFen - before.approvedDepositsFen) +
  (after.paidWithdrawalsFen - before.paidWithdrawalsFen);
console.log(`
wallets + pending withdrawals: ${fromFen(before.walletsFen + before.pendingWithdrawalsFen)} → ${fromFen(after.walletsFen + after.pendingWithdrawalsFen)}
approved deposits (+ gifts): +${fromFen(after.approvedDepositsFen - before.approvedDepositsFen)}, paid withdrawals: −${fromFen(after.paidWithdrawalsFen - before.paidWithdrawalsFen)}
fen created or lost: ${created}
ledger audit: ${audit.length === 0 ? 'clean' : `${audit.length} problems ${JSON.stringify(audit.slice(0, 5))}`}
anomalies: ${anomalies.length}${anomalies.length ? `\n  ${anomalies.slice(0, 10).join('\n  ')}` : ''}`);
const doubles = [...tally].filter(([kind]) => kind.includes('×2')).map(([, row]) => row);
const sum = (outcome: Outcome) => doubles.reduce((n, row) => n + (row.get(outcome) ?? 0), 0);
console.log(
  `double submits (one key): ${sum('replayed') + sum('one')} acted once (${sum('replayed')} replayed the first answer), ${sum('none')} refused both, ${sum('twice')} acted twice`,
);
process.exit(created === 0 && audit.length === 0 && anomalies.length === 0 ? 0 : 1);
