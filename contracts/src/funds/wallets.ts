import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';
import { TransferForm } from '../rules/money-forms';

export { CENTRAL_WALLET } from './wallet-codes';

/** "central" or a venue code (games' Venue.code). */
export const WalletCodeOut = z.string().min(1);

export const Wallet = z.object({
  code: WalletCodeOut,
  /** "Central wallet" or the venue's name, in the request's language. */
  name: z.string(),
  balance: Money,
  /** The venue is under maintenance: no transfers in or out (always false for the central wallet). */
  maintenance: z.boolean(),
});
export type Wallet = z.infer<typeof Wallet>;

export const WalletList = z.object({
  /** The central wallet first, then one wallet per venue in the venues' display order. */
  wallets: z.array(Wallet),
  /** The sum of every wallet. */
  total: Money,
});
export type WalletList = z.infer<typeof WalletList>;

export const getWalletList = endpoint({
  method: 'GET',
  path: 'fundslog/getWalletList',
  auth: 'required',
  summary:
    'Every wallet of the player: the central wallet ("central") and one per venue, with balances and maintenance flags, plus the total.',
  input: NoInput,
  output: WalletList,
});

export const WalletBalance = z.object({ code: WalletCodeOut, balance: Money }).meta({ id: 'WalletBalance' });

export const TransferResult = z.object({
  orderNo: z.string(),
  amount: Money,
  /** Both wallets' balances after the transfer. */
  from: WalletBalance,
  to: WalletBalance,
  createdAt: IsoDateTime,
});
export type TransferResult = z.infer<typeof TransferResult>;

export const transfer = endpoint({
  method: 'POST',
  path: 'fundslog/transfer',
  auth: 'required',
  summary:
    'Move an amount between the central wallet and a venue wallet, either way, atomically. Venue → venue is refused (transfer.venueToVenue); a venue under maintenance or a short balance is refused. Answers both balances after.',
  input: TransferForm,
  idempotent: true,
  output: TransferResult,
});

export const RecycledVenue = z.object({ code: z.string().min(1), name: z.string(), amount: Money }).meta({ id: 'RecycledVenue' });

export const RecycleResult = z.object({
  /** The venues whose balance moved to the central wallet (venues with a zero balance are left out). */
  moved: z.array(RecycledVenue),
  /** Venues under maintenance keep their balance; `amount` is what stays there. */
  skipped: z.array(RecycledVenue),
  /** The sum of `moved`. */
  total: Money,
  /** The central wallet's balance after the recycle. */
  centralBalance: Money,
});
export type RecycleResult = z.infer<typeof RecycleResult>;

export const oneClickRecycle = endpoint({
  // Named get… by the platform, but it moves money: a write, so POST.
  method: 'POST',
  path: 'fundslog/getOneclickRecycling',
  auth: 'required',
  summary:
    "A write despite its name (POST): one-click recycle moves every open venue wallet's balance back to the central wallet, one ledger entry per venue. Answers what moved per venue, what was skipped (maintenance) and the total.",
  input: NoInput,
  idempotent: true,
  output: RecycleResult,
});
