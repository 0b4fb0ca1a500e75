import { fromFen, toFen, toPlatformIso } from '@contracts';
import type { RecycleResult, TransferResult, WalletList } from '@contracts/funds/wallets';
import type { TransferForm } from '@contracts/rules/money-forms';
import { fail, isDomainError, translate, type DomainError, type InputKey } from '../../core/errors';
import { balanceFen, CENTRAL, nextOrderNo, move } from '../../core/ledger';
import { VENUES } from '../../catalogue/venues';
import { walletTarget } from './venues';
import type { DomainCtx } from '../../core/domain-ctx';

export function walletList(ctx: DomainCtx): WalletList {
  const {
    world,
    player: { uid },
    lang,
  } = ctx;
  const central = balanceFen(world, uid, CENTRAL);
  const venues = VENUES.map((venue) => ({ venue, fen: balanceFen(world, uid, venue.code) }));
  return {
    wallets: [
      { code: CENTRAL, name: translate('wallet.central', lang), balance: fromFen(central), maintenance: false },
      ...venues.map(({ venue, fen }) => ({
        code: venue.code,
        name: venue.name[lang],
        balance: fromFen(fen),
        maintenance: venue.maintenance,
      })),
    ],
    total: fromFen(venues.reduce((sum, v) => sum + v.fen, central)),
  };
}

/**
 * Central ↔ venue, atomically: both postings run under the binder's write lock and the debit is
 * checked first, so a refused transfer leaves no entry. The contract's TransferForm has already
 * refused venue → venue and same-wallet transfers.
 */
export async function transfer(ctx: DomainCtx, form: TransferForm): Promise<TransferResult | DomainError<InputKey<TransferForm>>> {
  const {
    world,
    now: nowMs,
    player: { uid },
    lang,
  } = ctx;
  for (const side of ['from', 'to'] as const) {
    const target = walletTarget(form[side]);
    if (target.kind === 'unknown') return fail('transfer.unknownWallet', { code: form[side] }).about(side);
    if (target.kind === 'venue' && target.venue.maintenance)
      return fail('transfer.maintenance', { venue: target.venue.name[lang] }).about(side);
  }
  if (walletTarget(form.to).kind === 'venue') {
    const stopped = world.guards.venueTransfer(world, uid, nowMs, lang);
    if (stopped) return stopped.about('to');
  }
  const fen = toFen(form.amount);
  if (fen > balanceFen(world, uid, form.from)) return fail('amount.balance').about('amount');
  const orderNo = nextOrderNo(world, 'TR', nowMs);
  const moved = await move(world, nowMs, { uid, from: form.from, to: form.to, amountFen: fen, orderNo });
  if (isDomainError(moved)) return moved;
  return {
    orderNo,
    amount: fromFen(fen),
    from: { code: form.from, balance: fromFen(moved.out.afterFen) },
    to: { code: form.to, balance: fromFen(moved.in.afterFen) },
    createdAt: toPlatformIso(nowMs),
  };
}

/** Every venue balance back to central, one transfer (order number, two entries) per venue; maintenance venues keep theirs. */
export async function oneClickRecycle(ctx: DomainCtx): Promise<RecycleResult> {
  const {
    world,
    now: nowMs,
    player: { uid },
    lang,
  } = ctx;
  const moved: RecycleResult['moved'] = [];
  const skipped: RecycleResult['skipped'] = [];
  let total = 0;
  for (const venue of VENUES) {
    const fen = balanceFen(world, uid, venue.code);
    if (fen === 0) continue;
    const line = { code: venue.code, name: venue.name[lang], amount: fromFen(fen) };
    if (venue.maintenance) {
      skipped.push(line);
      continue;
    }
    const orderNo = nextOrderNo(world, 'RC', nowMs);
    const recycled = await move(world, nowMs, {
      uid,
      from: venue.code,
      to: CENTRAL,
      amountFen: fen,
      orderNo,
      remarks: { out: 'one-click recycle', in: `recycled from ${venue.code}` },
    });
    if (isDomainError(recycled)) throw new Error('recycling a venue balance cannot overdraw it');
    moved.push(line);
    total += fen;
  }
  return { moved, skipped, total: fromFen(total), centralBalance: fromFen(balanceFen(world, uid, CENTRAL)) };
}
