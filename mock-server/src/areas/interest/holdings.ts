import { DAY_MS, fromFen, paginate, toFen, toPlatformIso, type Lang, type PageQuery } from '@contracts';
import type { InterestData, InterestMove, InterestRecord, InterestRecordType, InterestType } from '@contracts/interest/interest';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, isDomainError, translate, type DomainError } from '../../core/errors';
import { balanceFen, CENTRAL, credit, INTEREST_WALLET, move, nextOrderNo } from '../../core/ledger';
import { accountOf, lotsOf, MAX_PRINCIPAL_FEN, midnightOf, nextInterestId, principalOf, saveAccount } from './accrual';
import { FLEXIBLE_ID, PRODUCTS, findProduct, percentOf, productOf, productView } from './products';

export function interestTypes(lang: Lang): InterestType[] {
  return PRODUCTS.map((p) => productView(p, lang, fromFen(p.minFen)));
}

async function addRecord(ctx: DomainCtx, row: { orderNo: string; type: InterestRecordType; typeId: number; amountFen: number }) {
  const {
    world,
    now,
    player: { uid },
  } = ctx;
  await world.db.interestRecords.create({
    id: await nextInterestId(world, now),
    uid,
    ...row,
    principalAfterFen: principalOf(lotsOf(world, uid)),
    at: now,
  });
}

function moveAnswer(ctx: DomainCtx, orderNo: string, amountFen: number): InterestMove {
  const {
    world,
    player: { uid },
  } = ctx;
  return {
    orderNo,
    amount: fromFen(amountFen),
    principal: fromFen(principalOf(lotsOf(world, uid))),
    receivable: fromFen(accountOf(world, uid).receivableFen),
    centralBalance: fromFen(balanceFen(world, uid, CENTRAL)),
  };
}

/**
 * interest/into: central wallet → a new lot of the product (flexible by default). Refused below the
 * product's minimum, above the central balance, or past the per-player principal cap; the money moves
 * through the ledger (interestIn on both legs) with its record in one unit of work. A lot earns from
 * the end of its first full platform day; a fixed term matures after its period.
 */
export async function transferIn(
  ctx: DomainCtx,
  input: { amount: string; typeId?: number | undefined },
): Promise<InterestMove | DomainError<'amount' | 'typeId'>> {
  const {
    world,
    now,
    player: { uid },
  } = ctx;
  const product = findProduct(input.typeId ?? FLEXIBLE_ID);
  if (!product) return fail('interest.unknownProduct', { id: input.typeId ?? FLEXIBLE_ID }).about('typeId');
  const fen = toFen(input.amount);
  if (fen < product.minFen) return fail('amount.min', { min: fromFen(product.minFen) }).about('amount');
  if (fen > balanceFen(world, uid, CENTRAL)) return fail('amount.balance').about('amount');
  const principal = principalOf(lotsOf(world, uid));
  if (principal + fen > MAX_PRINCIPAL_FEN)
    return fail('interest.cap', { max: fromFen(MAX_PRINCIPAL_FEN), room: fromFen(MAX_PRINCIPAL_FEN - principal) }).about('amount');
  const orderNo = nextOrderNo(world, 'IN', now);
  const moved = await move(world, now, {
    uid,
    from: CENTRAL,
    to: INTEREST_WALLET,
    amountFen: fen,
    orderNo,
    types: { out: 'interestIn', in: 'interestIn' },
    remarks: { out: `into interest ${product.id}`, in: 'from central' },
  });
  if (isDomainError(moved)) return moved;
  const day = midnightOf(now);
  await world.db.interestLots.create({
    id: await nextInterestId(world, now),
    uid,
    typeId: product.id,
    principalFen: fen,
    carry: 0,
    startedAt: now,
    earnsFrom: day + 2 * DAY_MS,
    maturesAt: product.periodDays === 0 ? null : day + (product.periodDays + 1) * DAY_MS,
  });
  await addRecord(ctx, { orderNo, type: 1, typeId: product.id, amountFen: fen });
  return moveAnswer(ctx, orderNo, fen);
}

/**
 * interest/turnout: flexible principal → central wallet, newest lots first (the oldest keep earning).
 * Fixed terms are locked until they mature: asking for more than the flexible principal is refused and
 * says how much can leave now.
 */
export async function transferOut(ctx: DomainCtx, input: { amount: string }): Promise<InterestMove | DomainError<'amount'>> {
  const {
    world,
    now,
    player: { uid },
  } = ctx;
  const fen = toFen(input.amount);
  const lots = lotsOf(world, uid);
  const flexible = lots.filter((l) => l.maturesAt === null && l.principalFen > 0);
  const available = principalOf(flexible);
  if (fen > available) {
    const locked = lots.filter((l) => l.maturesAt !== null);
    if (locked.length === 0) return fail('interest.short', { available: fromFen(available) }).about('amount');
    const nextMaturity = Math.min(...locked.map((l) => l.maturesAt!));
    return fail('interest.locked', { available: fromFen(available), date: toPlatformIso(nextMaturity).slice(0, 10) }).about('amount');
  }
  const orderNo = nextOrderNo(world, 'IO', now);
  const moved = await move(world, now, {
    uid,
    from: INTEREST_WALLET,
    to: CENTRAL,
    amountFen: fen,
    orderNo,
    types: { out: 'interestOut', in: 'interestOut' },
    remarks: { out: 'to central', in: 'from interest' },
  });
  if (isDomainError(moved)) return moved;
  let left = fen;
  for (const lot of [...flexible].sort((a, b) => b.id - a.id)) {
    if (left === 0) break;
    const take = Math.min(left, lot.principalFen);
    left -= take;
    // An emptied lot goes, with its carried fraction of a fen (less than one fen; the principal it came from has left).
    if (take === lot.principalFen) world.db.interestLots.delete((q) => q.where({ id: lot.id }));
    else await world.db.interestLots.update((q) => q.where({ id: lot.id }), { data: (l) => void (l.principalFen -= take) });
  }
  await addRecord(ctx, { orderNo, type: 2, typeId: FLEXIBLE_ID, amountFen: fen });
  return moveAnswer(ctx, orderNo, fen);
}

/** interest/receive: every accrued, unreceived fen into the central wallet (interestEarnings); refused at 0. */
export async function receiveEarnings(ctx: DomainCtx): Promise<InterestMove | DomainError> {
  const {
    world,
    now,
    player: { uid },
  } = ctx;
  const account = accountOf(world, uid);
  if (account.receivableFen === 0) return fail('interest.nothing');
  const orderNo = nextOrderNo(world, 'IR', now);
  await credit(world, now, {
    uid,
    wallet: CENTRAL,
    type: 'interestEarnings',
    amountFen: account.receivableFen,
    orderNo,
    remark: 'interest received',
  });
  await saveAccount(world, { ...account, receivableFen: 0 });
  await addRecord(ctx, { orderNo, type: 4, typeId: FLEXIBLE_ID, amountFen: account.receivableFen });
  return moveAnswer(ctx, orderNo, account.receivableFen);
}

/** interest/getData: principal, earnings, the flexible rate, each lot, and what can be transferred in. */
export function interestData(ctx: DomainCtx): InterestData {
  const {
    world,
    now,
    player: { uid },
    lang,
  } = ctx;
  const lots = lotsOf(world, uid).filter((l) => l.principalFen > 0);
  const account = accountOf(world, uid);
  return {
    principal: fromFen(principalOf(lots)),
    // The accrual of this morning's midnight is yesterday's earning.
    yesterdayEarnings: fromFen(account.lastAccrualAt === midnightOf(now) ? account.lastAccrualFen : 0),
    totalEarnings: fromFen(account.totalFen),
    receivable: fromFen(account.receivableFen),
    annualRate: percentOf(productOf(FLEXIBLE_ID).rateMicro),
    holdings: lots.map((lot) => {
      const product = productOf(lot.typeId);
      return {
        typeId: product.id,
        name: product.name[lang],
        amount: fromFen(lot.principalFen),
        annualRate: percentOf(product.rateMicro),
        startedAt: toPlatformIso(lot.startedAt),
        maturesAt: lot.maturesAt === null ? null : toPlatformIso(lot.maturesAt),
      };
    }),
    centralBalance: fromFen(balanceFen(world, uid, CENTRAL)),
  };
}

/** An accrual that covers several midnights (the clock jumped) says which days; a single day needs no remark. */
function accrualSpan(record: { at: number; fromAt?: number | undefined }, lang: Lang): string {
  if (record.fromAt === undefined || record.fromAt >= record.at) return '';
  const days = Math.round((record.at - record.fromAt) / DAY_MS) + 1;
  return translate('interest.accrualDays', lang, {
    days,
    from: toPlatformIso(record.fromAt).slice(0, 10),
    to: toPlatformIso(record.at).slice(0, 10),
  });
}

/** interest/getList: the player's records, newest first, optionally of one type, paged. */
export function interestRecords(ctx: DomainCtx, input: PageQuery & { type?: InterestRecordType | undefined }) {
  const {
    world,
    player: { uid },
    lang,
  } = ctx;
  const rows = world.db.interestRecords
    .findMany((q) => q.where({ uid }))
    .filter((r) => input.type === undefined || r.type === input.type)
    .sort((a, b) => b.at - a.at || b.id - a.id);
  const page = paginate(rows, input);
  return {
    ...page,
    list: page.list.map((r): InterestRecord => ({
      orderNo: r.orderNo,
      type: r.type,
      productName: productOf(r.typeId).name[lang],
      amount: fromFen(r.amountFen),
      principalAfter: fromFen(r.principalAfterFen),
      createdAt: toPlatformIso(r.at),
      remark: accrualSpan(r, lang),
    })),
  };
}
